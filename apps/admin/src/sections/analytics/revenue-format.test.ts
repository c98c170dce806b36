import { describe, expect, it } from "vitest";
import { breakdownKeyLabel, commissionRows, dailyBars, formatMoney, formatRate, revenueChange } from "./revenue-format";

describe("the Revenue card's text", () => {
  it("writes exact amounts in cents with their currency, rounding half away from zero", () => {
    expect(formatMoney("EUR", "67.5200")).toBe("EUR 67.52");
    expect(formatMoney("EUR", "1234567.8950")).toBe("EUR 1,234,567.90");
    expect(formatMoney("GBP", "0.0049")).toBe("GBP 0.00");
    expect(formatMoney("USD", "-2.5050")).toBe("USD −2.51");
    expect(formatMoney("USD", "-0.0010")).toBe("USD 0.00");
    expect(formatMoney("SEK", "12")).toBe("SEK 12.00");
    // 9007199254740993.01 is no double; the text keeps it.
    expect(formatMoney("EUR", "9007199254740993.0100")).toBe("EUR 9,007,199,254,740,993.01");
  });
  it("words rates, comparisons and breakdown keys", () => {
    expect(formatRate(0.75)).toBe("75.0%");
    expect(formatRate(null)).toBe("—");
    expect(revenueChange(3, 2, "7d").text).toBe("+50.0% vs previous 7 days");
    expect(revenueChange(3, null, "lifetime").text).toBe("No earlier period");
    expect(breakdownKeyLabel("variant", "1:10", "1:10")).toBe("Test #1, variant #10");
    expect(breakdownKeyLabel("variant", "1:10", "Hero CTA: Variant A")).toBe("Hero CTA: Variant A");
    expect(breakdownKeyLabel("variant", "", "")).toBe("In no test");
    expect(breakdownKeyLabel("page", "", "")).toBe("Not recorded");
    expect(breakdownKeyLabel("bookmaker", "3", "Bet365")).toBe("Bet365");
    expect(breakdownKeyLabel("country", "", "")).toBe("Unknown location");
  });
});

describe("the Revenue card's table and chart", () => {
  const m = (currency: string, reported: string) => ({ currency, reported, estimated: "0.0000", epc: null });
  it("keeps a currency of either period in the commission table, at 0 when it fell to nothing (−100 %)", () => {
    const rows = commissionRows([m("EUR", "10")], [m("EUR", "5"), m("GBP", "40")]);
    expect(rows.map((r) => [r.money.currency, r.money.reported, r.before?.reported ?? null])).toEqual([
      ["EUR", "10", "5"],
      ["GBP", "0", "40"],
    ]);
    expect(revenueChange(Number(rows[1]!.money.reported), Number(rows[1]!.before!.reported), "30d").text).toMatch(/−100|-100/);
    expect(commissionRows([], null)).toEqual([]);
  });
  it("draws every day of the range, a day without commission at 0", () => {
    const bars = dailyBars(
      [
        { day: "2026-11-02", currency: "EUR", reported: "100.0000" },
        { day: "2026-11-04", currency: "EUR", reported: "50.0000" },
      ],
      "2026-11-01T16:00:00.000Z",
      "2026-11-04T12:00:00.000Z",
    );
    expect(bars).toEqual([
      {
        currency: "EUR",
        points: [
          { day: "2026-11-01", reported: "0" },
          { day: "2026-11-02", reported: "100.0000" },
          { day: "2026-11-03", reported: "0" },
          { day: "2026-11-04", reported: "50.0000" },
        ],
      },
    ]);
  });
});
