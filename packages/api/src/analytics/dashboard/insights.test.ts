import { describe, expect, it } from "vitest";
import { changePercent, contentOpportunities, conversionTrend, peakHours, percentOf, revenueScore, trendOf } from "./insights";

describe("spec 9 rules", () => {
  it("calls a trend up above +5% and down below -5%, stable in between", () => {
    expect(trendOf(106, 100)).toBe("up");
    expect(trendOf(105, 100)).toBe("stable");
    expect(trendOf(95, 100)).toBe("stable");
    expect(trendOf(94, 100)).toBe("down");
    expect(trendOf(3, 0)).toBe("up");
    expect(trendOf(0, 0)).toBe("stable");
  });

  it("computes the revenue score and caps it at 100", () => {
    expect(revenueScore(2.5, 4, 120)).toBeCloseTo(2 * 2.5 + 3 * 4 + 12, 10);
    expect(revenueScore(30, 20, 500)).toBe(100);
  });

  it("calls conversion stable under a 2% change", () => {
    expect(conversionTrend(10.19, 10).status).toBe("stable");
    expect(conversionTrend(10.21, 10).status).toBe("increasing");
    expect(conversionTrend(9.7, 10).status).toBe("decreasing");
    expect(conversionTrend(5, null)).toEqual({ current: 5, previous: null, change: null, status: "stable" });
  });

  it("finds the hours above 1.5 times the average", () => {
    const views = Array(24).fill(10);
    views[20] = 40;
    views[21] = 25;
    // average = (22 * 10 + 65) / 24 = 11.875; 1.5x = 17.8
    expect(peakHours(views).hours.map((h) => h.hour)).toEqual([20, 21]);
    expect(peakHours(Array(24).fill(0)).hours).toEqual([]);
  });

  it("picks the two most viewed pages with over 10 views and under 5% click rate", () => {
    const pages = [
      { page: "/a", views: 11, clickRate: 4.9 },
      { page: "/b", views: 10, clickRate: 0 },
      { page: "/c", views: 500, clickRate: 5 },
      { page: "/d", views: 80, clickRate: 1 },
      { page: "/e", views: 30, clickRate: 2 },
    ];
    expect(contentOpportunities(pages).map((p) => p.page)).toEqual(["/d", "/e"]);
  });

  it("has no change without a previous figure, and no share of nothing", () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(150, 100)).toBe(50);
    expect(percentOf(1, 0)).toBe(0);
  });
});
