/**
 * The arithmetic of decimal odds: what the odds table shows beside the prices. Pure; every
 * price here is a decimal price above 1 (the parser drops any other as suspended). How a price
 * reads as a fraction or in American odds is browser-safe (shared/odds-format.ts): the pages
 * format prices themselves, and which price is the best is the shared rule too (shared/best-price.ts).
 */
import { isDecimalPrice } from "../shared";

export { isDecimalPrice } from "../shared";

/** The probability a price implies: 1 / price (2.00 -> 0.5). */
export function impliedProbability(price: number): number {
  return 1 / price;
}

/**
 * A bookmaker's margin (overround) on a complete market: the implied probabilities' sum less 1
 * (1.90 / 1.90 -> 0.0526). Null unless the market is complete: every one of its
 * `expectedOutcomes` outcomes priced (two-way, three-way with a draw, or the four to eight scores
 * of a correct-score market). A partial market's sum says nothing about the margin.
 */
export function bookmakerMargin(prices: readonly number[], expectedOutcomes: number): number | null {
  if (expectedOutcomes < 2 || prices.length !== expectedOutcomes || !prices.every(isDecimalPrice)) return null;
  return prices.reduce((sum, price) => sum + impliedProbability(price), 0) - 1;
}

/**
 * A book's prices on a complete market with its margin taken out multiplicatively: each implied
 * probability divided by their sum, so they add up to 1 (1.80 / 2.00 -> 0.5263 / 0.4737). The
 * simplest de-vig, and the one that spreads the margin in proportion to each probability. Null on
 * the same terms as `bookmakerMargin` (an incomplete market, a price that is no price).
 */
export function devigMultiplicative(prices: readonly number[], expectedOutcomes: number): number[] | null {
  const margin = bookmakerMargin(prices, expectedOutcomes);
  if (margin === null) return null;
  return prices.map((price) => impliedProbability(price) / (1 + margin));
}
