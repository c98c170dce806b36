import { describe, expect, it } from "vitest";
import { bestPrices, isBestPrice } from "./best-price";

const offer = (prices: Record<string, number>, stale = false) => ({ prices: Object.entries(prices), stale });

describe("bestPrices", () => {
  it("takes the highest price per outcome across bookmakers", () => {
    const best = bestPrices([offer({ teamA: 1.8, teamB: 2.05 }), offer({ teamA: 1.85, teamB: 1.95 }), offer({ teamA: 1.7 })]);
    expect(best).toEqual(
      new Map([
        ["teamA", 1.85],
        ["teamB", 2.05],
      ]),
    );
  });

  it("never takes a stale offer's price, however high", () => {
    expect(bestPrices([offer({ teamA: 1.8 }), offer({ teamA: 3.5, teamB: 2 }, true)])).toEqual(new Map([["teamA", 1.8]]));
  });

  it("ignores what is no price (suspended, out of range) and is empty with no offers", () => {
    expect(bestPrices([])).toEqual(new Map());
    expect(bestPrices([offer({ teamA: 0, teamB: Number.NaN, draw: 1e9 })])).toEqual(new Map());
  });
});

describe("isBestPrice", () => {
  it("marks every fresh offer at the best price (a tie marks all), never a stale one", () => {
    expect(isBestPrice(2, 2)).toBe(true);
    expect(isBestPrice(1.9, 2)).toBe(false);
    expect(isBestPrice(2, 2, true)).toBe(false);
    expect(isBestPrice(2, null)).toBe(false);
  });
});
