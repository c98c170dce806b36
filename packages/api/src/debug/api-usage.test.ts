import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { apiUsageEvents } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import { reserveCall } from "../platform";

const MIN = 60_000;

describe.each(testDrivers())("Debug Tools API usage monitor (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const ago = (ms: number) => new Date(clock.now.getTime() - ms);
  /** `n` provider calls spread over the last 50 minutes. */
  const calls = async (n: number, endpoint = "/csgo/matches") => {
    if (n === 0) return;
    const rows = Array.from({ length: n }, (_, i) => ({ createdAt: ago(MIN + (i % 50) * MIN), game: "cs2", type: "matches", endpoint, status: "200" }));
    await handle.db.insert(apiUsageEvents).values(rows);
  };

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:30:00Z") };
    admin = await signedInAdmin(handle.db, clock);
  });
  afterEach(() => handle.close());

  it.each([
    [790, 79, "normal", null, "secondary"],
    [800, 80, "approaching", "Approaching API Limit", "secondary"],
    [900, 90, "approaching", "Approaching API Limit", "destructive"],
    [1000, 100, "reached", "API Limit Reached!", "destructive"],
  ] as const)("%i calls in the last hour: %i%%, %s", async (n, percent, level, statusText, badge) => {
    await calls(n);
    expect(await admin.browser.api.debug.apiUsage()).toMatchObject({ limit: 1000, callsLastHour: n, percent, level, statusText, badge });
  });

  it("counts the limiter's own last-hour window: what it shows as reached, the limiter refuses", async () => {
    await calls(998);
    // Outside the window (exactly one hour old, and older): not counted, as reserveCall does not count them.
    await handle.db.insert(apiUsageEvents).values([
      { createdAt: ago(60 * MIN), game: "lol", type: "teams", endpoint: "/lol/teams" },
      { createdAt: ago(3 * 60 * MIN), game: "lol", type: "teams", endpoint: "/lol/teams" },
    ]);
    expect((await admin.browser.api.debug.apiUsage()).callsLastHour).toBe(998);
    expect(await reserveCall(handle.db, { game: "dota2", kind: "teams", endpoint: "/dota2/teams", now: clock.now })).not.toBeNull();
    expect(await admin.browser.api.debug.apiUsage()).toMatchObject({ callsLastHour: 999, level: "approaching" });
    expect(await reserveCall(handle.db, { game: "dota2", kind: "teams", endpoint: "/dota2/teams", now: clock.now })).not.toBeNull();
    expect(await admin.browser.api.debug.apiUsage()).toMatchObject({ callsLastHour: 1000, level: "reached", statusText: "API Limit Reached!" });
    expect(await reserveCall(handle.db, { game: "dota2", kind: "teams", endpoint: "/dota2/teams", now: clock.now })).toBeNull();
  });

  it("lists the 10 busiest endpoints of the last hour, busiest first", async () => {
    for (let i = 1; i <= 12; i++) await calls(i, `/endpoint/${String(i).padStart(2, "0")}`);
    await calls(2, "/endpoint/03"); // 5 calls, tied with /endpoint/05: the name decides
    await handle.db.insert(apiUsageEvents).values(Array.from({ length: 40 }, () => ({ createdAt: ago(2 * 60 * MIN), endpoint: "/old" })));
    const { topEndpoints } = await admin.browser.api.debug.apiUsage();
    expect(topEndpoints).toEqual([
      { endpoint: "/endpoint/12", calls: 12 },
      { endpoint: "/endpoint/11", calls: 11 },
      { endpoint: "/endpoint/10", calls: 10 },
      { endpoint: "/endpoint/09", calls: 9 },
      { endpoint: "/endpoint/08", calls: 8 },
      { endpoint: "/endpoint/07", calls: 7 },
      { endpoint: "/endpoint/06", calls: 6 },
      { endpoint: "/endpoint/03", calls: 5 },
      { endpoint: "/endpoint/05", calls: 5 },
      { endpoint: "/endpoint/04", calls: 4 },
    ]);
  });

  it("counts the last 12 clock hours, oldest first, with empty hours as 0", async () => {
    const at = (iso: string, n: number) => Array.from({ length: n }, () => ({ createdAt: new Date(iso), endpoint: "/x" }));
    await handle.db.insert(apiUsageEvents).values([
      ...at("2026-02-28T22:59:59Z", 7), // before the window's first hour
      ...at("2026-02-28T23:00:00Z", 2),
      ...at("2026-03-01T03:15:00Z", 3),
      ...at("2026-03-01T03:59:59.999Z", 1),
      ...at("2026-03-01T10:00:00Z", 4),
      ...at("2026-03-01T10:29:00Z", 1),
    ]);
    const { hourly } = await admin.browser.api.debug.apiUsage();
    expect(hourly).toHaveLength(12);
    expect(hourly[0]).toEqual({ hourStart: "2026-02-28T23:00:00.000Z", calls: 2 });
    expect(hourly[11]).toEqual({ hourStart: "2026-03-01T10:00:00.000Z", calls: 5 });
    expect(hourly.find((h) => h.hourStart === "2026-03-01T03:00:00.000Z")?.calls).toBe(4);
    expect(hourly.reduce((sum, h) => sum + h.calls, 0)).toBe(11);
    expect(hourly.filter((h) => h.calls === 0)).toHaveLength(9);
  });

  it("counts none of the odds feed's calls: the odds feed spends its own quota and has its own card", async () => {
    await calls(3, "/csgo/matches");
    const odds = { provider: "odds", game: "cs2", type: "odds", endpoint: "/v4/sports/esports_cs2/odds" };
    await handle.db.insert(apiUsageEvents).values(Array.from({ length: 20 }, (_, i) => ({ ...odds, createdAt: ago((i + 1) * MIN) })));
    const usage = await admin.browser.api.debug.apiUsage();
    expect(usage.callsLastHour).toBe(3);
    expect(usage.topEndpoints).toEqual([{ endpoint: "/csgo/matches", calls: 3 }]);
    expect(usage.hourly.reduce((sum, h) => sum + h.calls, 0)).toBe(3);
    expect((await admin.browser.api.debug.oddsFeed()).callsLastHour).toBe(20);
  });

  it("shows an empty hour as normal with no endpoints", async () => {
    const usage = await admin.browser.api.debug.apiUsage();
    expect(usage).toMatchObject({ callsLastHour: 0, percent: 0, level: "normal", statusText: null, badge: "default", topEndpoints: [] });
    expect(usage.hourly.every((h) => h.calls === 0)).toBe(true);
  });
});
