import { describe, expect, it } from "vitest";
import { ClickCounter, type ClickCounterOptions } from "./click-counter";

const CHROME = "Mozilla/5.0 Chrome/131";
const FIREFOX = "Mozilla/5.0 Firefox/133";

function counterAt(start: number, opts: ClickCounterOptions = {}) {
  const clock = { t: start };
  const counter = new ClickCounter({ now: () => clock.t, ...opts });
  return { clock, counter, hit: (ip: string, userAgent: string | undefined, target = "7:click") => counter.decide({ ip, userAgent, target }) };
}

// A clock minute starts here (the budget is per clock minute).
const MINUTE = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("ClickCounter", () => {
  it("records a visitor's hit on a bookmaker once per 30 s window, and again after it", () => {
    const { clock, hit } = counterAt(MINUTE);
    expect(hit("198.51.100.7", CHROME)).toBe("record");
    clock.t += 29_999;
    expect(hit("198.51.100.7", CHROME)).toBe("repeat");
    clock.t += 1;
    expect(hit("198.51.100.7", CHROME)).toBe("record");
  });

  it("gives a repeat inside the window the recorded click's id, a new window a new id, and an address over budget none", () => {
    const { clock, counter } = counterAt(MINUTE, { budgetPerMinute: 2 });
    let n = 0;
    const newId = () => Buffer.alloc(16, ++n).toString("base64url");
    const visit = (ip: string, target = "7:click") => counter.visit({ ip, userAgent: CHROME, target }, newId);
    const first = visit("198.51.100.7");
    expect(first).toEqual({ decision: "record", clickId: Buffer.alloc(16, 1).toString("base64url") });
    clock.t += 29_000;
    expect(visit("198.51.100.7")).toEqual({ decision: "repeat", clickId: first.clickId });
    // Another bookmaker is another click, with its own id.
    expect(visit("198.51.100.7", "8:click").clickId).toBe(Buffer.alloc(16, 2).toString("base64url"));
    clock.t += 31_000;
    // A new minute and a new window: a new click, a new id.
    expect(visit("198.51.100.7")).toEqual({ decision: "record", clickId: Buffer.alloc(16, 3).toString("base64url") });
    expect(visit("198.51.100.7", "9:click").decision).toBe("record");
    expect(visit("198.51.100.7", "10:click")).toEqual({ decision: "over-budget", clickId: null });
    // A repeat of a recorded click keeps its id even once the address has spent its budget.
    expect(visit("198.51.100.7", "9:click")).toEqual({ decision: "repeat", clickId: Buffer.alloc(16, 4).toString("base64url") });
    // Without a click id to give (the redirect carries none), a repeat has none either.
    expect(counter.visit({ ip: "198.51.100.7", userAgent: CHROME, target: "7:click" })).toEqual({ decision: "repeat", clickId: null });
  });

  it("tells visitors apart by address and user agent, and bookmakers (and kinds of hit) apart by target", () => {
    const { hit } = counterAt(MINUTE);
    expect(hit("198.51.100.7", CHROME)).toBe("record");
    expect(hit("198.51.100.7", FIREFOX)).toBe("record");
    expect(hit("198.51.100.8", CHROME)).toBe("record");
    expect(hit("198.51.100.7", undefined)).toBe("record");
    expect(hit("198.51.100.7", CHROME, "8:click")).toBe("record");
    expect(hit("198.51.100.7", CHROME, "7:head")).toBe("record");
    expect(hit("198.51.100.7", CHROME, "8:click")).toBe("repeat");
  });

  it("stops recording an address past its budget for the rest of the clock minute, whatever the user agent", () => {
    const { clock, hit } = counterAt(MINUTE + 50_000, { budgetPerMinute: 3 });
    expect([1, 2, 3, 4, 5].map((i) => hit("203.0.113.9", `agent ${i}`))).toEqual(["record", "record", "record", "over-budget", "over-budget"]);
    // Another address keeps its own budget.
    expect(hit("203.0.113.10", "agent 1")).toBe("record");
    clock.t = MINUTE + 60_000;
    expect(hit("203.0.113.9", "agent 6")).toBe("record");
  });

  it("holds a repeat against the window but not against the budget", () => {
    const { hit } = counterAt(MINUTE, { budgetPerMinute: 2 });
    expect(hit("203.0.113.9", CHROME)).toBe("record");
    expect(hit("203.0.113.9", CHROME)).toBe("repeat");
    expect(hit("203.0.113.9", CHROME)).toBe("repeat");
    expect(hit("203.0.113.9", FIREFOX)).toBe("record");
    expect(hit("203.0.113.9", "third")).toBe("over-budget");
  });

  it("gives a whole IPv6 /64 one budget and one visitor per user agent", () => {
    const { hit } = counterAt(MINUTE, { budgetPerMinute: 2 });
    expect(hit("2001:db8:1:2::1", CHROME)).toBe("record");
    expect(hit("2001:db8:1:2:ffff::9", CHROME)).toBe("repeat");
    expect(hit("2001:db8:1:2:aaaa::9", FIREFOX)).toBe("record");
    expect(hit("2001:db8:1:2:bbbb::9", "third")).toBe("over-budget");
    expect(hit("2001:db8:1:3::1", "third")).toBe("record");
  });

  it("keeps at most maxVisitors visitors, forgetting the oldest first", () => {
    const { clock, counter, hit } = counterAt(MINUTE, { maxVisitors: 3, budgetPerMinute: 100 });
    for (const ua of ["a", "b", "c", "d"]) {
      expect(hit("192.0.2.1", ua)).toBe("record");
      clock.t += 1;
    }
    expect(counter.size.visitors).toBe(3);
    expect(hit("192.0.2.1", "d")).toBe("repeat");
    expect(hit("192.0.2.1", "a")).toBe("record");
  });

  it("forgets visitors whose window has passed", () => {
    const { clock, counter, hit } = counterAt(MINUTE);
    hit("192.0.2.1", "a");
    hit("192.0.2.2", "b");
    clock.t += 30_000;
    hit("192.0.2.3", "c");
    expect(counter.size.visitors).toBe(1);
  });

  it("stays bounded and correct over many windows of distinct visitors", () => {
    const { clock, counter, hit } = counterAt(MINUTE, { maxVisitors: 500, budgetPerMinute: 1_000_000 });
    for (let i = 0; i < 20_000; i++) {
      expect(hit(`10.0.${(i >> 8) & 255}.${i & 255}`, "a")).toBe("record");
      clock.t += 7;
    }
    expect(counter.size.visitors).toBeLessThanOrEqual(500);
    // The newest visitor is still within its window; one forgotten long ago counts again.
    expect(hit("10.0.78.31", "a")).toBe("repeat");
    expect(hit("10.0.0.0", "a")).toBe("record");
  });

  it("records nothing for a new address once maxAddresses are tracked this minute, so no address restarts its budget", () => {
    const { clock, counter, hit } = counterAt(MINUTE, { maxAddresses: 2, budgetPerMinute: 1 });
    expect(hit("192.0.2.1", "a")).toBe("record");
    expect(hit("192.0.2.2", "a")).toBe("record");
    expect(hit("192.0.2.3", "a")).toBe("over-budget");
    expect(hit("192.0.2.1", "b")).toBe("over-budget");
    expect(counter.size.addresses).toBe(2);
    clock.t += 60_000;
    expect(hit("192.0.2.3", "a")).toBe("record");
    expect(counter.size.addresses).toBe(1);
  });

  it("holds no address or user agent in memory, only keyed digests that differ from one process to the next", () => {
    const one = counterAt(MINUTE);
    const two = counterAt(MINUTE);
    one.hit("198.51.100.7", CHROME);
    two.hit("198.51.100.7", CHROME);
    const held = [...one.counter.heldFingerprints(), ...two.counter.heldFingerprints()];
    // A visitor and an address in each counter, none alike.
    expect(held).toHaveLength(4);
    expect(new Set(held).size).toBe(4);
    // Nothing but typed arrays of digests and numbers: no string field holds the address or user agent.
    const strings = Object.values(one.counter).filter((v): v is string => typeof v === "string");
    for (const s of strings) {
      expect(s).not.toContain("198.51.100.7");
      expect(s).not.toContain(CHROME);
    }
  });
});
