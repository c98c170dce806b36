import { describe, expect, it } from "vitest";
import { describeWait, nextWriteAt } from "./write-limit-wait";

const RULE = { limit: 20, windowMs: 5 * 60_000 };
const at = (iso: string) => new Date(iso);

/** The sliding count as rate-limit.ts computes it, to check the answer against. */
function slidingCount(t: Date, windowStart: number, current: number, previous: number): number {
  const start = Math.floor(t.getTime() / RULE.windowMs) * RULE.windowMs;
  if (start === windowStart) return current + Math.ceil(previous * (1 - (t.getTime() - start) / RULE.windowMs));
  if (start === windowStart + RULE.windowMs) return 0 + Math.ceil(current * (1 - (t.getTime() - start) / RULE.windowMs));
  return 0;
}

describe("when the next admin write is possible", () => {
  it("is now when there is room", () => {
    const now = at("2026-06-20T12:01:00Z");
    expect(nextWriteAt(RULE, now, { current: 5, previous: 0 })).toEqual(now);
  });

  it("is the first instant the sliding count leaves room for one more, never earlier", () => {
    for (const [current, previous, iso] of [
      [20, 0, "2026-06-20T12:01:00Z"],
      [20, 20, "2026-06-20T12:04:59Z"],
      [12, 20, "2026-06-20T12:02:30Z"],
      [19, 7, "2026-06-20T12:00:10Z"],
      [25, 3, "2026-06-20T12:03:00Z"],
    ] as const) {
      const now = at(iso);
      const windowStart = Math.floor(now.getTime() / RULE.windowMs) * RULE.windowMs;
      const next = nextWriteAt(RULE, now, { current, previous });
      expect(next.getTime(), `${current}/${previous} at ${iso}`).toBeGreaterThan(now.getTime());
      expect(slidingCount(next, windowStart, current, previous) + 1).toBeLessThanOrEqual(RULE.limit);
      expect(slidingCount(new Date(next.getTime() - 1), windowStart, current, previous) + 1).toBeGreaterThan(RULE.limit);
    }
  });

  it("says the wait in minutes and seconds, rounded up", () => {
    expect(describeWait(100_000)).toBe("1 minute 40 seconds");
    expect(describeWait(44_001)).toBe("45 seconds");
    expect(describeWait(120_000)).toBe("2 minutes");
    expect(describeWait(1)).toBe("1 second");
  });
});
