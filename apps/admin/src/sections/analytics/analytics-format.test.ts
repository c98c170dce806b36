import { describe, expect, it } from "vitest";
import {
  changeText,
  countryLabel,
  forecastErrorText,
  formatSignedPercent,
  significanceText,
  trafficTable,
  utcHourSpan,
  type TrafficPoint,
} from "./analytics-format";

describe("changeText", () => {
  it("names the previous period of equal length", () => {
    expect(changeText({ current: 112.3, previous: 100, change: 12.3 }, "30d")).toEqual({ text: "+12.3% vs previous 30 days", tone: "up" });
    expect(changeText({ current: 9, previous: 10, change: -10 }, "7d")).toEqual({ text: "−10.0% vs previous 7 days", tone: "down" });
    expect(changeText({ current: 5, previous: 5, change: 0 }, "365d")).toEqual({ text: "0.0% vs previous 365 days", tone: "flat" });
  });
  it("says there is no earlier period for Lifetime", () => {
    expect(changeText({ current: 5, previous: null, change: null }, "lifetime")).toEqual({ text: "No earlier period", tone: "none" });
  });
  it("shows a dash, explained to screen readers, when the previous period had nothing", () => {
    expect(changeText({ current: 5, previous: 0, change: null }, "180d")).toEqual({
      text: "—",
      tone: "none",
      srText: "No change figure: nothing in the previous 180 days",
    });
  });
});

describe("formatSignedPercent", () => {
  it("signs with plus and a true minus, and never signs a rounded zero", () => {
    expect(formatSignedPercent(3.14)).toBe("+3.1%");
    expect(formatSignedPercent(-3.16)).toBe("−3.2%");
    expect(formatSignedPercent(0.01)).toBe("0.0%");
    expect(formatSignedPercent(-0.01)).toBe("0.0%");
  });
});

describe("utcHourSpan and significanceText", () => {
  it("spells an hour of the day and a significance", () => {
    expect(utcHourSpan(9)).toBe("09:00–10:00 UTC");
    expect(utcHourSpan(23)).toBe("23:00–00:00 UTC");
    expect(significanceText(0.9412)).toBe("significance 0.94 (1 − p, two-proportion z-test)");
  });
});

describe("forecastErrorText", () => {
  it("gives the MAPE over the scored days, the MAE when every day was 0, or says history is short", () => {
    expect(forecastErrorText({ mape: 12.345, mae: 3, backtestDays: 28 })).toBe("MAPE 12.3% over the last 28 days");
    expect(forecastErrorText({ mape: null, mae: 0.25, backtestDays: 3 })).toBe("MAE 0.3 per day over the last 3 days");
    expect(forecastErrorText({ mape: null, mae: null, backtestDays: 0 })).toBe("Not enough history");
    expect(forecastErrorText(null)).toBe("Not enough history");
  });
});

describe("trafficTable", () => {
  const hours = (n: number, start = Date.UTC(2026, 0, 1)): TrafficPoint[] =>
    Array.from({ length: n }, (_, i) => ({ at: new Date(start + i * 3_600_000).toISOString(), pageViews: 1, clicks: i % 2 }));
  it("lists every bucket up to 100 rows", () => {
    const t = trafficTable(hours(3), "hour");
    expect(t.per).toBe("hour");
    expect(t.rows).toEqual([
      { label: "Jan 1, 00:00", pageViews: 1, clicks: 0 },
      { label: "Jan 1, 01:00", pageViews: 1, clicks: 1 },
      { label: "Jan 1, 02:00", pageViews: 1, clicks: 0 },
    ]);
  });
  it("sums 168 hours per UTC day", () => {
    const t = trafficTable(hours(168), "hour");
    expect(t.per).toBe("day");
    expect(t.rows).toHaveLength(7);
    expect(t.rows[0]).toEqual({ label: "Jan 1, 2026", pageViews: 24, clicks: 12 });
  });
  it("sums long daily series per UTC month", () => {
    const days = Array.from({ length: 120 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(), pageViews: 2, clicks: 1 }));
    const t = trafficTable(days, "day");
    expect(t.per).toBe("month");
    expect(t.rows.map((r) => r.label)).toEqual(["January 2026", "February 2026", "March 2026", "April 2026"]);
    expect(t.rows[1]).toEqual({ label: "February 2026", pageViews: 56, clicks: 28 });
  });
});

describe("countryLabel", () => {
  it("names an ISO country with its code, and says when the visitor could not be placed", () => {
    expect(countryLabel("US")).toBe("United States (US)");
    expect(countryLabel("GB")).toBe("United Kingdom (GB)");
    expect(countryLabel("")).toBe("Unknown location");
  });
});
