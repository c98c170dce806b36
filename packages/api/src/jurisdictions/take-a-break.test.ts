import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../platform";
import { BREAK_PERIODS, breakUntil, extendedBreak } from "./take-a-break";

const NOW = new Date("2026-11-29T12:00:00Z");
const at = (ms: number) => String(NOW.getTime() + ms);

describe("take a break", () => {
  it("reads a break that ends in the future, within the longest period", () => {
    expect(breakUntil(at(HOUR_MS), NOW)).toEqual(new Date(NOW.getTime() + HOUR_MS));
    expect(breakUntil(at(BREAK_PERIODS["6m"]), NOW)).toEqual(new Date(NOW.getTime() + BREAK_PERIODS["6m"]));
  });

  it("is no break without a cookie, after its end, beyond the longest period, or with a value that is no time", () => {
    expect(breakUntil(undefined, NOW)).toBeNull();
    expect(breakUntil(at(0), NOW)).toBeNull();
    expect(breakUntil(at(-1), NOW)).toBeNull();
    expect(breakUntil(at(BREAK_PERIODS["6m"] + 1), NOW)).toBeNull();
    for (const bad of ["", "soon", "1e20", "-5", "12.5", "9".repeat(16)]) expect(breakUntil(bad, NOW)).toBeNull();
  });

  it("starts a break of the chosen length, and never shortens one already on", () => {
    expect(extendedBreak(null, "24h", NOW)).toEqual(new Date(NOW.getTime() + DAY_MS));
    expect(extendedBreak(null, "30d", NOW)).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
    const long = new Date(NOW.getTime() + 30 * DAY_MS);
    expect(extendedBreak(long, "24h", NOW)).toEqual(long);
    expect(extendedBreak(long, "6m", NOW)).toEqual(new Date(NOW.getTime() + BREAK_PERIODS["6m"]));
  });
});
