import { ODDS_HISTORY_WINDOW_MINUTES, type OddsOutcomeSide } from "@eb/db/schema";
import { MINUTE_MS } from "../../platform";
import type { PriceObservation } from "./observations";

/** A stored latest price, as the diff needs it. */
export type StoredPrice = { matchId: number; bookmakerId: number; outcome: OddsOutcomeSide; price: number; seenAt: Date };

export const priceKey = (p: { matchId: number; bookmakerId: number; outcome: string }) => `${p.matchId}:${p.bookmakerId}:${p.outcome}`;

/**
 * An unchanged price is marked seen again at most this often: a poll that finds every price as it
 * was writes nothing, and a price's age (what makes it stale after an hour) stays within this.
 */
export const SEEN_REFRESH_MS = 15 * MINUTE_MS;

const WINDOW_MS = ODDS_HISTORY_WINDOW_MINUTES * MINUTE_MS;
/** The start of the 5-minute history window an instant falls in. */
export const historyWindow = (at: Date) => new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);

export type PriceDiff = {
  /** New prices and changed ones: written to the latest table and to the history. */
  changed: PriceObservation[];
  /** Unchanged prices last marked seen SEEN_REFRESH_MS ago or more. */
  seenAgain: PriceObservation[];
  /** Unchanged prices seen recently: nothing to write. */
  unchanged: number;
};

/** Compares a poll's prices with the stored ones. Pure. Prices are compared to the tenth of a cent (the column's scale). */
export function diffPrices(stored: readonly StoredPrice[], observed: readonly PriceObservation[], now: Date): PriceDiff {
  const byKey = new Map(stored.map((s) => [priceKey(s), s]));
  const diff: PriceDiff = { changed: [], seenAgain: [], unchanged: 0 };
  for (const o of observed) {
    const before = byKey.get(priceKey(o));
    if (!before || Math.round(before.price * 1000) !== Math.round(o.price * 1000)) diff.changed.push(o);
    else if (now.getTime() - before.seenAt.getTime() >= SEEN_REFRESH_MS) diff.seenAgain.push(o);
    else diff.unchanged++;
  }
  return diff;
}
