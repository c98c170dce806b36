import { describe, expect, it } from "vitest";
import { breakdownKeyLabel, formatMoney, formatRate, revenueChange } from "./revenue-format";

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
