import { describe, expect, it } from "vitest";
import { AB_METRIC_HELP, AB_METRIC_LABELS, AB_TARGET_METRICS } from "@eb/api/contracts";
import { formatDate } from "./ab-format";
import { attributionNote, formatAmount, metricFigures, revenueNote } from "./metric-display";

describe("A/B results by target metric", () => {
  it("offers the affiliate metrics, each with a label and help that says reports arrive late", () => {
    for (const m of ["registrations", "first_deposits", "revenue"] as const) {
      expect(AB_TARGET_METRICS).toContain(m);
      expect(AB_METRIC_LABELS[m]).not.toBe("");
      expect(AB_METRIC_HELP[m]).toMatch(/attribution window/);
    }
  });

  it("shows a rate in percent, and revenue as an amount per session in its currency", () => {
    expect(metricFigures("first_deposits", null).format(0.0325)).toBe("3.25%");
    expect(metricFigures("first_deposits", null).toAxis(0.0325)).toBeCloseTo(3.25);
    const revenue = metricFigures("revenue", "EUR");
    expect(revenue.rateHeader).toBe("Revenue per session");
    expect(revenue.format(1.234)).toBe("EUR 1.23");
    expect(revenue.toAxis(1.5)).toBe(1.5);
    expect(formatAmount(0, null)).toBe("0.00");
  });

  it("says until when late conversions can change the results, then that they are final", () => {
    expect(attributionNote(null)).toBeNull();
    expect(attributionNote({ windowDays: 30, closesAt: null, open: true })).toMatch(/until 30 days after the test ends/);
    const closesAt = "2026-05-01T12:00:00.000Z";
    // In the admin's time zone and locale.
    const date = formatDate(closesAt, "", "en-GB");
    expect(date).toMatch(/May 2026/);
    expect(attributionNote({ windowDays: 30, closesAt, open: true }, "en-GB")).toBe(`Late conversions can still change these results until ${date}.`);
    expect(attributionNote({ windowDays: 30, closesAt, open: false }, "en-GB")).toBe(
      `Final: the 30-day attribution window closed on ${date}; later reports are not counted.`,
    );
  });

  it("names the currency revenue is counted in and the ones left out", () => {
    expect(revenueNote(null)).toBeNull();
    expect(revenueNote({ currency: null, totals: [], otherCurrencies: [] })).toMatch(/No revenue/);
    expect(revenueNote({ currency: "EUR", totals: [], otherCurrencies: [] })).toMatch(/^Revenue is counted in EUR/);
    expect(revenueNote({ currency: "EUR", totals: [], otherCurrencies: [{ currency: "USD", conversions: 3 }] })).toMatch(
      /Not counted .*: USD \(3 conversions\)\.$/,
    );
  });
});
