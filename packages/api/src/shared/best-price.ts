import { isDecimalPrice } from "./odds-format";

/**
 * The one rule for "best price", browser-safe: the odds table marks its best cells with it, the
 * match cards show the best price per team from it (odds/read/odds-table.ts builds both on the
 * server), and the pages read the result (`OddsCell.best`, `MatchOdds.best`, `CardOdds`) rather than
 * judge again.
 *
 * The best price of an outcome is the highest decimal price any fresh offer gives it. A stale
 * offer (not seen by a poll for ODDS_STALE_AFTER_MS) is never the best: its price may be gone. A
 * tie makes every offer at that price the best, never one picked by list order.
 */

/** One bookmaker's prices by outcome (a side, or a feed's outcome name), and whether they are stale. */
export type PriceOffer<K> = { prices: Iterable<readonly [K, number]>; stale?: boolean };

/** The highest fresh decimal price of each outcome; an outcome no fresh offer prices is absent. */
export function bestPrices<K>(offers: Iterable<PriceOffer<K>>): Map<K, number> {
  const best = new Map<K, number>();
  for (const offer of offers) {
    if (offer.stale) continue;
    for (const [outcome, price] of offer.prices) {
      if (!isDecimalPrice(price)) continue;
      const current = best.get(outcome);
      if (current === undefined || price > current) best.set(outcome, price);
    }
  }
  return best;
}

/** Whether an offer's price is the best of its outcome: fresh, and equal to the best (ties all are). */
export function isBestPrice(price: number, best: number | null | undefined, stale = false): boolean {
  return !stale && best != null && price === best;
}
