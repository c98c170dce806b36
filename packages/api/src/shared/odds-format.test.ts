import { describe, expect, it } from "vitest";
import { formatOddsPrice, isDecimalPrice, MAX_DECIMAL_PRICE, oddsPriceChars, toAmerican, toDecimal, toFractional } from "./odds-format";
import { FRACTIONAL_LADDER, FRACTIONAL_STEPS } from "./fractional-ladder";

describe("toFractional", () => {
  // The rule: the traditional fraction nearest the decimal price (ties to the shorter), as bookmakers print it.
  it.each([
    [2, "1/1"],
    [3, "2/1"],
    [3.1, "21/10"],
    [3.03, "2/1"],
    [1.5, "1/2"],
    [2.5, "6/4"],
    [1.67, "4/6"],
    [1.91, "10/11"],
    [1.9, "10/11"],
    [1.25, "1/4"],
    [2.1, "11/10"],
    [1.8, "4/5"],
    [3.125, "85/40"],
    [2.375, "11/8"],
    [2.38, "11/8"],
    [2.63, "13/8"],
    [4.33, "10/3"],
    [11, "10/1"],
    [1.2, "1/5"],
    [1.01, "1/100"],
    [101, "100/1"],
    [90, "80/1"],
    [151, "150/1"],
    [1000, "999/1"],
  ])("%s -> %s", (price, fraction) => {
    expect(toFractional(price)).toBe(fraction);
  });

  it("gives a tie between two steps to the shorter one (3.05 lies halfway between 2/1 and 21/10)", () => {
    expect(toFractional(3.05)).toBe("2/1");
    expect(toFractional(1.95)).toBe("10/11");
  });

  it("names every step of the ladder by itself, and the ladder runs shortest to longest", () => {
    for (const step of FRACTIONAL_STEPS) expect(toFractional(Math.round(step.price * 100) / 100)).toBe(step.fraction);
    for (let i = 1; i < FRACTIONAL_STEPS.length; i++) expect(FRACTIONAL_STEPS[i]!.price).toBeGreaterThan(FRACTIONAL_STEPS[i - 1]!.price);
    expect(FRACTIONAL_LADDER.slice(13, 39)).toEqual(
      "1/5 2/9 1/4 2/7 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8".split(" "),
    );
  });

  it("takes the price to the cent first, so floating-point noise never decides", () => {
    expect(toFractional(1.1 + 1.2)).toBe("5/4");
    expect(toFractional(2.1000000000000001)).toBe("11/10");
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
    expect(formatOddsPrice(2.5, "fractional")).toBe("6/4");
    expect(formatOddsPrice(2.5, "american")).toBe("+150");
    expect(formatOddsPrice(1.5, "american")).toBe("-200");
  });

  it("falls back to the decimal price where a format has no faithful figure", () => {
    expect(formatOddsPrice(1.004, "fractional")).toBe("1.00");
  });
});

describe("oddsPriceChars", () => {
  it("is the longest of every price in every format", () => {
    // 1.91: "1.91", "10/11", "-110" -> 5; 2.5: "2.50", "6/4", "+150" -> 4.
    expect(oddsPriceChars([2.5])).toBe(4);
    expect(oddsPriceChars([2.5, 1.91])).toBe(5);
    // 1.01: "-10000" is the American figure of a heavy favourite.
    expect(oddsPriceChars([1.01])).toBe(6);
    // 21.99: "21.99", "20/1", "+2099".
    expect(oddsPriceChars([21.99])).toBe(5);
  });

  it("skips missing prices and is 0 with none", () => {
    expect(oddsPriceChars([null, undefined, 2])).toBe(4);
    expect(oddsPriceChars([])).toBe(0);
  });
});
