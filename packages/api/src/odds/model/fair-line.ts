import { bookmakerMargin, devigMultiplicative } from "../price-math";
import type { BestOf } from "./fixture";
import { marketKey, marketSelections, type OddsMarket } from "./markets";
import { isPriceable, type OddsQuote } from "./quotes";

/**
 * The price arithmetic the odds table needs per market, over the model's quotes: one book's margin,
 * its de-vigged probabilities, and the fair line across books. The arithmetic itself is
 * price-math.ts's; this file only picks which quotes may take part.
 *
 * A book takes part in a market only with a complete set of priceable quotes (every selection of
 * the market on this format open at a valid price, one quote each) observed within `maxAgeMs` of
 * `now`: a stale or partial book would pull the line towards a price nobody offers.
 */

export type Freshness = { now: Date; maxAgeMs: number };

/** Observed within `maxAgeMs` before `now`; a time slightly ahead of ours (the feed's clock) counts as fresh. */
function isFresh(quote: OddsQuote, freshness: Freshness): boolean {
  if (quote.observedAt === null) return false;
  const age = freshness.now.getTime() - quote.observedAt.getTime();
  return age >= 0 ? age <= freshness.maxAgeMs : true;
}

/**
 * One book's prices on one market in the market's selection order, or null unless it has one
 * priceable quote for every selection (a repeated selection makes it ambiguous: null too).
 */
export function completeBookPrices(quotes: readonly OddsQuote[], market: OddsMarket, bestOf: BestOf | null, freshness?: Freshness): number[] | null {
  const selections = marketSelections(market, bestOf);
  if (!selections) return null;
  const key = marketKey(market);
  const bySelection = new Map<string, number>();
  for (const quote of quotes) {
    if (marketKey(quote.market) !== key || !selections.includes(quote.selection)) continue;
    if (bySelection.has(quote.selection)) return null;
    if (!isPriceable(quote) || (freshness && !isFresh(quote, freshness))) return null;
    bySelection.set(quote.selection, quote.price);
  }
  if (bySelection.size !== selections.length) return null;
  return selections.map((s) => bySelection.get(s)!);
}

/** One book's margin on one market (0.0526 for 1.90 / 1.90); null unless its market is complete. */
export function bookMarketMargin(quotes: readonly OddsQuote[], market: OddsMarket, bestOf: BestOf | null): number | null {
  const prices = completeBookPrices(quotes, market, bestOf);
  return prices && bookmakerMargin(prices, prices.length);
}

/** One book's de-vigged probabilities by selection; null unless its market is complete. */
export function bookFairProbabilities(quotes: readonly OddsQuote[], market: OddsMarket, bestOf: BestOf | null): Map<string, number> | null {
  const selections = marketSelections(market, bestOf);
  const prices = completeBookPrices(quotes, market, bestOf);
  if (!selections || !prices) return null;
  const fair = devigMultiplicative(prices, prices.length);
  return fair && new Map(selections.map((s, i) => [s, fair[i]!]));
}

/** The middle value (the mean of the two middle ones for an even count); the list must not be empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type FairLine = {
  /** The median of the books' de-vigged probabilities, per selection (the medians need not add up to exactly 1). */
  probabilities: Map<string, number>;
  /** How many books it was taken over. */
  books: number;
};

/** Books needed before a fair line is shown: one book's de-vigged price is only that book's opinion. */
export const MIN_FAIR_LINE_BOOKS = 2;

/**
 * The fair line of one market: per selection, the median of the de-vigged probabilities of every
 * book with a complete, fresh market. Null when fewer than MIN_FAIR_LINE_BOOKS books qualify.
 * `quotes` holds every book's quotes (any market; the others are passed over).
 */
export function fairLine(quotes: readonly OddsQuote[], market: OddsMarket, bestOf: BestOf | null, freshness: Freshness): FairLine | null {
  const selections = marketSelections(market, bestOf);
  if (!selections) return null;
  const byBook = new Map<string, OddsQuote[]>();
  for (const quote of quotes) {
    const list = byBook.get(quote.bookmakerKey);
    if (list) list.push(quote);
    else byBook.set(quote.bookmakerKey, [quote]);
  }
  const perBook: number[][] = [];
  for (const bookQuotes of byBook.values()) {
    const prices = completeBookPrices(bookQuotes, market, bestOf, freshness);
    const fair = prices && devigMultiplicative(prices, prices.length);
    if (fair) perBook.push(fair);
  }
  if (perBook.length < MIN_FAIR_LINE_BOOKS) return null;
  return { probabilities: new Map(selections.map((s, i) => [s, median(perBook.map((fair) => fair[i]!))])), books: perBook.length };
}
