import { describe, expect, it } from "vitest";
import { bestPrices, bookmakerMargin, impliedProbability, toAmerican, toFractional } from "./price-math";

describe("impliedProbability", () => {
  it("is 1 / price", () => {
    expect(impliedProbability(2)).toBe(0.5);
    expect(impliedProbability(4)).toBe(0.25);
    expect(impliedProbability(1.25)).toBeCloseTo(0.8, 12);
  });
});

describe("bookmakerMargin", () => {
  it("is the implied probabilities' sum less 1 on a complete two-way market", () => {
    expect(bookmakerMargin([1.9, 1.9], 2)).toBeCloseTo(2 / 1.9 - 1, 12);
    expect(bookmakerMargin([2, 2], 2)).toBe(0);
  });

  it("covers a three-way market with a draw", () => {
    expect(bookmakerMargin([2.5, 3.2, 2.9], 3)).toBeCloseTo(1 / 2.5 + 1 / 3.2 + 1 / 2.9 - 1, 12);
  });

  it("is null for an incomplete market or one with a price that is no price", () => {
    expect(bookmakerMargin([1.9], 2)).toBeNull();
    expect(bookmakerMargin([1.9, 1.9], 3)).toBeNull();
    expect(bookmakerMargin([1.9, 1.9, 1.9], 2)).toBeNull();
    expect(bookmakerMargin([1.9, 0], 2)).toBeNull();
    expect(bookmakerMargin([1.9, 1], 2)).toBeNull();
    expect(bookmakerMargin([1.9, Number.NaN], 2)).toBeNull();
    expect(bookmakerMargin([1.9, Number.POSITIVE_INFINITY], 2)).toBeNull();
  });

  it("can be negative (an arbitrage across books is not this function's business, but a sum under 1 is reported as it is)", () => {
    expect(bookmakerMargin([2.1, 2.1], 2)).toBeCloseTo(2 / 2.1 - 1, 12);
  });
});

describe("bestPrices", () => {
  it("takes the highest price per outcome across bookmakers", () => {
    const best = bestPrices([
      {
        bookmakerKey: "a",
        outcomes: [
          { name: "Alpha", price: 1.8 },
          { name: "Beta", price: 2.05 },
        ],
      },
      {
        bookmakerKey: "b",
        outcomes: [
          { name: "Alpha", price: 1.85 },
          { name: "Beta", price: 1.95 },
        ],
      },
      { bookmakerKey: "c", outcomes: [{ name: "Alpha", price: 1.7 }] },
    ]);
    expect(best.get("Alpha")).toEqual({ price: 1.85, bookmakerKeys: ["b"] });
    expect(best.get("Beta")).toEqual({ price: 2.05, bookmakerKeys: ["a"] });
  });

  it("keeps every bookmaker that ties for the best price", () => {
    const best = bestPrices([
      { bookmakerKey: "a", outcomes: [{ name: "Alpha", price: 2 }] },
      { bookmakerKey: "b", outcomes: [{ name: "Alpha", price: 2 }] },
      { bookmakerKey: "c", outcomes: [{ name: "Alpha", price: 1.9 }] },
    ]);
    expect(best.get("Alpha")).toEqual({ price: 2, bookmakerKeys: ["a", "b"] });
  });

  it("ignores prices that are no prices and is empty with no books", () => {
    expect(bestPrices([])).toEqual(new Map());
    const best = bestPrices([
      {
        bookmakerKey: "a",
        outcomes: [
          { name: "Alpha", price: 0 },
          { name: "Beta", price: Number.NaN },
        ],
      },
    ]);
    expect(best.size).toBe(0);
  });
});

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
