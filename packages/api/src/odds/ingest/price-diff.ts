import { ODDS_HISTORY_WINDOW_MINUTES, type OddsQuoteStatus } from "@eb/db/schema";
import { MINUTE_MS } from "../../platform";
import type { QuoteObservation } from "./observations";

/** A stored latest quote of one feed, as the diff needs it. */
export type StoredQuote = {
  matchId: number;
  bookmakerId: number;
  market: string;
  selection: string;
  price: number | null;
  status: OddsQuoteStatus;
  /** When a poll last saw it, in epoch milliseconds. */
  seenAtMs: number;
  inPlay: boolean;
};

/** One feed's quote of one selection, pre-match or in play: the feed is the same for a whole poll, so it is not part of the key. */
export const quoteKey = (q: { matchId: number; bookmakerId: number; market: string; selection: string; inPlay: boolean }) =>
  `${q.matchId}:${q.bookmakerId}:${q.market}:${q.selection}:${q.inPlay}`;

/**
 * An unchanged quote is marked seen again at most this often: a poll that finds every quote as it
 * was writes nothing, and a quote's age (what makes it stale after an hour) stays within this.
 */
export const SEEN_REFRESH_MS = 15 * MINUTE_MS;

const WINDOW_MS = ODDS_HISTORY_WINDOW_MINUTES * MINUTE_MS;
/** The start of the 5-minute history window an instant falls in. */
export const historyWindow = (at: Date) => new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);

export type PriceDiff = {
  /** New quotes and changed ones (price or status): written to the latest table and to the history. */
  changed: QuoteObservation[];
  /** Unchanged quotes last marked seen SEEN_REFRESH_MS ago or more. */
  seenAgain: QuoteObservation[];
  /** Unchanged quotes seen recently: nothing to write. */
  unchanged: number;
};

/** Prices to the tenth of a cent (the column's scale); no price is its own value. */
const samePrice = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.round(a * 1000) === Math.round(b * 1000));

/** Compares a poll's quotes with the stored ones of the same feed. Pure. A quote changes when its price or its status does. */
export function diffPrices(stored: readonly StoredQuote[], observed: readonly QuoteObservation[], now: Date): PriceDiff {
  const byKey = new Map<string, StoredQuote>();
  for (const s of stored) byKey.set(quoteKey(s), s);
  const diff: PriceDiff = { changed: [], seenAgain: [], unchanged: 0 };
  const nowMs = now.getTime();
  for (const o of observed) {
    const before = byKey.get(quoteKey(o));
    if (!before || before.status !== o.status || !samePrice(before.price, o.price)) diff.changed.push(o);
    else if (nowMs - before.seenAtMs >= SEEN_REFRESH_MS) diff.seenAgain.push(o);
    else diff.unchanged++;
  }
  return diff;
}
