import { describe, expect, it } from "vitest";
import { decimalPerCount, ratePerClick } from "./per-click";

describe("decimalPerCount", () => {
  it("divides exactly and rounds half away from zero at 4 places", () => {
    expect(decimalPerCount("100.0000", 3)).toBe("33.3333");
    expect(decimalPerCount("200.0000", 3)).toBe("66.6667");
    expect(decimalPerCount("0.0001", 2)).toBe("0.0001");
    expect(decimalPerCount("-0.0001", 2)).toBe("-0.0001");
    expect(decimalPerCount("-10", 4)).toBe("-2.5000");
    expect(decimalPerCount("0.0000", 7)).toBe("0.0000");
    expect(decimalPerCount("0.00001", 1)).toBe("0.0000");
    // Beyond a float's 15-16 digits, still exact.
    expect(decimalPerCount("12345678901234.5678", 1)).toBe("12345678901234.5678");
    expect(decimalPerCount("0.1", 3, 2)).toBe("0.03");
  });
  it("has no figure without clicks", () => {
    expect(decimalPerCount("5", 0)).toBeNull();
    expect(ratePerClick(3, 0)).toBeNull();
    expect(ratePerClick(1, 4)).toBe(0.25);
  });
  it("refuses what is not a decimal", () => {
    expect(() => decimalPerCount("1e5", 2)).toThrow();
  });
});
