import { describe, expect, it } from "vitest";
import { emptyDashboard } from "./empty-dashboard";

describe("emptyDashboard", () => {
  const now = new Date("2026-02-01T12:00:00Z");
  it("is all zeros, with a previous period of zeros for ranges that have one", () => {
    const d = emptyDashboard("30d", now);
    expect(d.stats.pageViews).toEqual({ current: 0, previous: 0, change: null });
    expect(d.range).toMatchObject({ preset: "30d", chartGrain: "day" });
    expect(d.bookmakers.top).toEqual([]);
  });
  it("has no earlier period for Lifetime and an hourly chart for 7 days", () => {
    expect(emptyDashboard("lifetime", now).stats.bookmakerClicks.previous).toBeNull();
    expect(emptyDashboard("7d", now).range.chartGrain).toBe("hour");
  });
});
