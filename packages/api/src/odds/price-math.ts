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
 * (1.90 / 1.90 -> 0.0526). Null unless the market is complete: two-way or three-way (with a
 * draw), every outcome priced. A partial market's sum says nothing about the margin.
 */
export function bookmakerMargin(prices: readonly number[], expectedOutcomes: 2 | 3): number | null {
  if (prices.length !== expectedOutcomes || !prices.every(isDecimalPrice)) return null;
  return prices.reduce((sum, price) => sum + impliedProbability(price), 0) - 1;
}
