import { describe, expect, it } from "vitest";
import { bookFairProbabilities, bookMarketMargin, fairLine, median } from "./fair-line";
import type { OddsMarket } from "./markets";
import type { OddsQuote, QuoteStatus } from "./quotes";

const NOW = new Date("2026-11-28T12:00:00Z");
const MINUTE = 60_000;
const WINNER: OddsMarket = { kind: "winner", ways: 2 };
const fresh = { now: NOW, maxAgeMs: 10 * MINUTE };

function quote(
  bookmakerKey: string,
  selection: string,
  price: number | null,
  options: { status?: QuoteStatus; ageMs?: number; market?: OddsMarket } = {},
): OddsQuote {
  return {
    bookmakerKey,
    market: options.market ?? WINNER,
    selection,
    price,
    status: options.status ?? "open",
    observedAt: new Date(NOW.getTime() - (options.ageMs ?? MINUTE)),
  };
}
const book = (key: string, home: number, away: number, options: { status?: QuoteStatus; ageMs?: number } = {}) => [
  quote(key, "home", home, options),
  quote(key, "away", away, options),
];

describe("one book's margin and de-vig", () => {
  it("takes 1.80 / 2.00 as a 5.56% margin, de-vigged to 10/19 and 9/19", () => {
    // 1/1.8 + 1/2 = 0.5556 + 0.5 = 1.0556: the margin is 1/18; dividing by the sum gives 10/19 and 9/19.
    expect(bookMarketMargin(book("a", 1.8, 2), WINNER, 3)).toBeCloseTo(1 / 18, 12);
    const fair = bookFairProbabilities(book("a", 1.8, 2), WINNER, 3)!;
    expect(fair.get("home")).toBeCloseTo(10 / 19, 12);
    expect(fair.get("away")).toBeCloseTo(9 / 19, 12);
  });

  it("de-vigs a bo3 correct-score market over its four scores", () => {
    const cs: OddsMarket = { kind: "correct_score" };
    const prices = { "2-0": 3, "2-1": 4, "1-2": 5, "0-2": 6 };
    const quotes = Object.entries(prices).map(([s, p]) => quote("a", s, p, { market: cs }));
    // 1/3 + 1/4 + 1/5 + 1/6 = 0.95: a negative margin (an overlay) is reported as it is.
    expect(bookMarketMargin(quotes, cs, 3)).toBeCloseTo(0.95 - 1, 12);
    expect(bookFairProbabilities(quotes, cs, 3)!.get("2-0")).toBeCloseTo(1 / 3 / 0.95, 12);
    // The same four scores mean nothing in a bo5, which ends on six others.
    expect(bookMarketMargin(quotes, cs, 5)).toBeNull();
  });

  it("has no margin on an incomplete market or one with a suspended or off-board price", () => {
    expect(bookMarketMargin([quote("a", "home", 1.8)], WINNER, 3)).toBeNull();
    expect(bookMarketMargin([quote("a", "home", 1.8), quote("a", "away", 2, { status: "suspended" })], WINNER, 3)).toBeNull();
    expect(bookMarketMargin([quote("a", "home", 1.8), quote("a", "away", null, { status: "off" })], WINNER, 3)).toBeNull();
    // Two prices for one selection: which one the book offers is unknown.
    expect(bookMarketMargin([...book("a", 1.8, 2), quote("a", "home", 1.7)], WINNER, 3)).toBeNull();
  });
});

describe("fair line", () => {
  it("is the median of the books' de-vigged probabilities, with the number of books", () => {
    // a: 1.80/2.00 -> home 10/19 = 0.5263; b: 1.70/2.20 -> home 2.2/3.9 = 0.5641; c: 1.90/1.90 -> 0.5.
    const line = fairLine([...book("a", 1.8, 2), ...book("b", 1.7, 2.2), ...book("c", 1.9, 1.9)], WINNER, 3, fresh)!;
    expect(line.books).toBe(3);
    expect(line.probabilities.get("home")).toBeCloseTo(10 / 19, 12);
    expect(line.probabilities.get("away")).toBeCloseTo(9 / 19, 12);
  });

  it("takes the mean of the middle two over an even number of books", () => {
    const line = fairLine([...book("a", 1.8, 2), ...book("b", 1.7, 2.2)], WINNER, 3, fresh)!;
    expect(line.books).toBe(2);
    expect(line.probabilities.get("home")).toBeCloseTo((10 / 19 + 2.2 / 3.9) / 2, 12);
  });

  it("needs two fresh books with complete markets", () => {
    expect(fairLine(book("a", 1.8, 2), WINNER, 3, fresh)).toBeNull();
    // b is stale, c is suspended on one side: only a is left.
    const quotes = [
      ...book("a", 1.8, 2),
      ...book("b", 1.7, 2.2, { ageMs: 30 * MINUTE }),
      quote("c", "home", 1.9),
      quote("c", "away", 1.9, { status: "suspended" }),
    ];
    expect(fairLine(quotes, WINNER, 3, fresh)).toBeNull();
    expect(fairLine([...quotes, ...book("d", 1.7, 2.2)], WINNER, 3, fresh)!.books).toBe(2);
  });

  it("passes over the books' other markets", () => {
    const totals: OddsMarket = { kind: "total_maps", line: 2.5 };
    const quotes = [...book("a", 1.8, 2), ...book("b", 1.7, 2.2), quote("a", "over", 2.1, { market: totals }), quote("a", "under", 1.7, { market: totals })];
    expect(fairLine(quotes, WINNER, 3, fresh)!.books).toBe(2);
    expect(fairLine(quotes, totals, 3, fresh)).toBeNull();
  });

  it("has no line on a market the format cannot have", () => {
    const handicap: OddsMarket = { kind: "map_handicap", line: -1.5 };
    const quotes = ["a", "b"].flatMap((k) => [quote(k, "home", 2.5, { market: handicap }), quote(k, "away", 1.5, { market: handicap })]);
    expect(fairLine(quotes, handicap, 3, fresh)!.books).toBe(2);
    expect(fairLine(quotes, handicap, 1, fresh)).toBeNull();
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
