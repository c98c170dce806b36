import { describe, expect, it } from "vitest";
import { formatOddsPrice, isDecimalPrice, MAX_DECIMAL_PRICE, oddsPriceChars, toAmerican, toDecimal, toFractional } from "./odds-format";

describe("toFractional", () => {
  it.each([
    [2.5, "3/2"],
    [2, "1/1"],
    [1.5, "1/2"],
    [3, "2/1"],
    [1.91, "91/100"],
    [1.25, "1/4"],
    [11, "10/1"],
    [2.1, "11/10"],
    [1.8, "4/5"],
  ])("%s -> %s (reduced)", (price, fraction) => {
    expect(toFractional(price)).toBe(fraction);
  });

  it("rounds the price to the cent first, so floating-point noise never shows", () => {
    expect(toFractional(1.1 + 1.2)).toBe("13/10");
    expect(toFractional(2.375)).toBe("69/50");
  });

  it("is null for what is no price, or no cent of profit", () => {
    expect(toFractional(1)).toBeNull();
    expect(toFractional(0)).toBeNull();
    expect(toFractional(-2)).toBeNull();
    expect(toFractional(Number.NaN)).toBeNull();
    expect(toFractional(1.004)).toBeNull();
  });
});

describe("toAmerican", () => {
  it.each([
    [2.5, "+150"],
    [1.5, "-200"],
    [2, "+100"],
    [3.75, "+275"],
    [1.25, "-400"],
    [1.91, "-110"],
    [1.01, "-10000"],
  ])("%s -> %s", (price, american) => {
    expect(toAmerican(price)).toBe(american);
  });

  it("is null for what is no price", () => {
    expect(toAmerican(1)).toBeNull();
    expect(toAmerican(0.5)).toBeNull();
    expect(toAmerican(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("isDecimalPrice", () => {
  it("is a finite number above 1", () => {
    expect(isDecimalPrice(1.01)).toBe(true);
    expect(isDecimalPrice(1)).toBe(false);
    expect(isDecimalPrice(Number.NaN)).toBe(false);
    expect(isDecimalPrice(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("is at most MAX_DECIMAL_PRICE (1000): past it a price is a feed error, and would overflow numeric(10,3) at 1e7", () => {
    expect(MAX_DECIMAL_PRICE).toBe(1000);
    expect(isDecimalPrice(1000)).toBe(true);
    expect(isDecimalPrice(1000.01)).toBe(false);
    expect(isDecimalPrice(1e9)).toBe(false);
  });
});

describe("formatOddsPrice", () => {
  it("prints decimal prices with two decimals, as bookmakers do", () => {
    expect(toDecimal(2.1)).toBe("2.10");
    expect(formatOddsPrice(2.1, "decimal")).toBe("2.10");
    expect(formatOddsPrice(1.905, "decimal")).toBe("1.91");
    expect(formatOddsPrice(12, "decimal")).toBe("12.00");
  });

  it("gives the fractional and American figures in those formats", () => {
    expect(formatOddsPrice(2.5, "fractional")).toBe("3/2");
    expect(formatOddsPrice(2.5, "american")).toBe("+150");
    expect(formatOddsPrice(1.5, "american")).toBe("-200");
  });

  it("falls back to the decimal price where a format has no faithful figure", () => {
    expect(formatOddsPrice(1.004, "fractional")).toBe("1.00");
  });
});

describe("oddsPriceChars", () => {
  it("is the longest of every price in every format", () => {
    // 1.91: "1.91", "91/100", "-110" -> 6; 2.5: "2.50", "3/2", "+150" -> 4.
    expect(oddsPriceChars([2.5])).toBe(4);
    expect(oddsPriceChars([2.5, 1.91])).toBe(6);
    // 1.01: "-10000" is the American figure of a heavy favourite.
    expect(oddsPriceChars([1.01])).toBe(6);
    // 21.99: "2099/100".
    expect(oddsPriceChars([21.99])).toBe(8);
  });

  it("skips missing prices and is 0 with none", () => {
    expect(oddsPriceChars([null, undefined, 2])).toBe(4);
    expect(oddsPriceChars([])).toBe(0);
  });
});
