import { describe, expect, it } from "vitest";
import { bookmakerMargin, devigMultiplicative, impliedProbability } from "./price-math";

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

describe("devigMultiplicative", () => {
  it("divides each implied probability by their sum: 1.80 / 2.00 -> 10/19 and 9/19", () => {
    const [home, away] = devigMultiplicative([1.8, 2], 2)!;
    expect(home).toBeCloseTo(10 / 19, 12);
    expect(away).toBeCloseTo(9 / 19, 12);
  });

  it("covers a market of more outcomes (a bo3 correct score) and always sums to 1", () => {
    const fair = devigMultiplicative([3, 4, 5, 6], 4)!;
    expect(fair.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(fair[0]).toBeCloseTo(1 / 3 / (1 / 3 + 1 / 4 + 1 / 5 + 1 / 6), 12);
  });

  it("is null where the margin is", () => {
    expect(devigMultiplicative([1.8], 2)).toBeNull();
    expect(devigMultiplicative([1.8, 0.0001], 2)).toBeNull();
    expect(devigMultiplicative([1.8, 2, 3], 2)).toBeNull();
  });
});
