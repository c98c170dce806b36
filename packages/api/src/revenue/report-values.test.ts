import { describe, expect, it } from "vitest";
import { fromUnits, parseAmount, parseCount, parseCurrency, parseDay, toUnits } from "./report-values";

const value = <T>(r: { ok: true; value: T } | { ok: false; message: string }) => (r.ok ? r.value : `refused: ${r.message}`);

describe("report cell values", () => {
  it("reads amounts in the mapping's decimal format only, exactly", () => {
    expect(value(parseAmount("1,234.56", "."))).toBe("1234.56");
    expect(value(parseAmount("1.234,56", ","))).toBe("1234.56");
    expect(value(parseAmount("1234.5", "."))).toBe("1234.5");
    expect(value(parseAmount("1234,5", ","))).toBe("1234.5");
    expect(value(parseAmount("1 234,50", ","))).toBe("1234.5");
    expect(value(parseAmount("1,234,567.0001", "."))).toBe("1234567.0001");
    // "1.234" is a thousand with a decimal comma and one point two three four with a decimal point.
    expect(value(parseAmount("1.234", ","))).toBe("1234");
    expect(value(parseAmount("1.234", "."))).toBe("1.234");
    expect(value(parseAmount("-12.30", "."))).toBe("-12.3");
    expect(value(parseAmount("(12.30)", "."))).toBe("-12.3");
    expect(value(parseAmount("-0.00", "."))).toBe("0");
    expect(value(parseAmount("", "."))).toBe("0");
    expect(value(parseAmount("0.10000", "."))).toBe("0.1");
  });

  it("refuses what does not fit the format instead of guessing", () => {
    expect(value(parseAmount("1.234,56", "."))).toBe("refused: Not an amount in the format 1,234.56");
    expect(value(parseAmount("1,234.56", ","))).toBe("refused: Not an amount in the format 1.234,56");
    expect(value(parseAmount("1,5", "."))).toMatch(/^refused/);
    expect(value(parseAmount("12,34,567.00", "."))).toMatch(/^refused/);
    expect(value(parseAmount("€12.50", "."))).toMatch(/^refused/);
    expect(value(parseAmount("1e5", "."))).toMatch(/^refused/);
    expect(value(parseAmount("NaN", "."))).toMatch(/^refused/);
    expect(value(parseAmount("0.00001", "."))).toBe("refused: At most 4 decimal places");
    expect(value(parseAmount("123456789012345", "."))).toBe("refused: Amount too large");
  });

  it("reads counts as whole numbers of at least 0", () => {
    expect(value(parseCount("1,204", "."))).toBe(1204);
    expect(value(parseCount("1.204", ","))).toBe(1204);
    expect(value(parseCount("", "."))).toBe(0);
    expect(value(parseCount("-1", "."))).toMatch(/^refused/);
    expect(value(parseCount("1.5", "."))).toMatch(/^refused/);
  });

  it("reads days in the named format and refuses impossible ones", () => {
    expect(value(parseDay("2026-03-04", "yyyy-mm-dd"))).toBe("2026-03-04");
    expect(value(parseDay("2026-03-04T00:00:00Z", "yyyy-mm-dd"))).toBe("2026-03-04");
    expect(value(parseDay("04/03/2026", "dd/mm/yyyy"))).toBe("2026-03-04");
    expect(value(parseDay("04/03/2026", "mm/dd/yyyy"))).toBe("2026-04-03");
    expect(value(parseDay("4.3.2026", "dd/mm/yyyy"))).toBe("2026-03-04");
    expect(value(parseDay("13/25/2026", "mm/dd/yyyy"))).toBe("refused: No such date (format mm/dd/yyyy)");
    expect(value(parseDay("31/02/2026", "dd/mm/yyyy"))).toMatch(/^refused: No such date/);
    expect(value(parseDay("2026-02-29", "yyyy-mm-dd"))).toMatch(/^refused: No such date/);
    expect(value(parseDay("2024-02-29", "yyyy-mm-dd"))).toBe("2024-02-29");
    expect(value(parseDay("04/03/2026", "yyyy-mm-dd"))).toBe("refused: Not a date in the format yyyy-mm-dd");
  });

  it("accepts ISO 4217 currency codes only", () => {
    expect(value(parseCurrency(" eur "))).toBe("EUR");
    expect(value(parseCurrency("GBP"))).toBe("GBP");
    expect(value(parseCurrency("XYZ"))).toMatch(/^refused/);
    expect(value(parseCurrency("€"))).toMatch(/^refused/);
    expect(value(parseCurrency(""))).toMatch(/^refused/);
  });

  it("sums exactly in units of 1/10,000", () => {
    const sum = ["0.1", "0.2", "-0.3", "1234567890.0001"].map(toUnits).reduce((a, b) => a + b, 0n);
    expect(fromUnits(sum)).toBe("1234567890.0001");
    expect(fromUnits(toUnits("-12.5"))).toBe("-12.5");
    expect(fromUnits(toUnits("12.5000"))).toBe("12.5");
  });
});
