import { and, asc, eq, inArray, type Db } from "@eb/db";
import { bookmakerFeedKeys, bookmakers, oddsPrices, type OddsOutcomeSide, type OddsQuoteStatus, type OddsSourceName } from "@eb/db/schema";
import { isPriceable } from "../model/quotes";
import { shownFeedQuotes } from "./shown-feed";

/**
 * A stored quote of a bookmaker the public may see, any market, as stored: said from our sides
 * (market key from team A's side, selection "teamA", "over", "2-1"...), one row per feed.
 */
export type VisibleQuoteRow = {
  matchId: number;
  bookmakerId: number;
  bookmakerName: string;
  redirectSlug: string | null;
  source: OddsSourceName;
  market: string;
  selection: string;
  price: number | null;
  status: OddsQuoteStatus;
  changedAt: Date;
  seenAt: Date;
  providerUpdatedAt: Date | null;
  /** Read after the match started: an in-play quote (the pre-match one of the same selection is its closing price). */
  inPlay: boolean;
};

/** A match-winner price on offer, of the feed shown for its bookmaker: the winner table, the cards and the movement chart read these. */
export type VisiblePrice = {
  matchId: number;
  bookmakerId: number;
  bookmakerName: string;
  redirectSlug: string | null;
  market: string;
  outcome: OddsOutcomeSide;
  price: number;
  source: OddsSourceName;
  changedAt: Date;
  seenAt: Date;
};

/** Whether a bookmaker may be offered to the visitor (jurisdictions' `VisitorOffers.isLicensed`). */
export type LicensedFilter = (bookmakerId: number) => boolean;

/** The match-winner market's keys: two-way, and three-way in a bo2. */
export const WINNER_MARKETS = ["winner:2", "winner:3"];

/** Whether a bookmaker is shown to the public at all: active and published (its licence is the visitor's filter). */
const SHOWN_BOOKMAKER = and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published"));

/** A bookmaker the visitor may see on a feed that prices it. */
export type VisibleBookFeed = { bookmakerId: number; bookmakerName: string; redirectSlug: string | null; source: OddsSourceName };

/**
 * The bookmakers the visitor may see, each with the feeds it is mapped on: by the rule visibleQuotes
 * applies to each quote (active, published, mapped on the feed that priced it, licensed where the
 * visitor is), for a read that filters the quotes in SQL (the dropping-odds list ranks every match's).
 */
export async function visibleBookFeeds(db: Db, isLicensed: LicensedFilter): Promise<VisibleBookFeed[]> {
  const rows = await db
    .select({ bookmakerId: bookmakers.id, bookmakerName: bookmakers.name, redirectSlug: bookmakers.redirectSlug, source: bookmakerFeedKeys.source })
    .from(bookmakers)
    .innerJoin(bookmakerFeedKeys, eq(bookmakerFeedKeys.bookmakerId, bookmakers.id))
    .where(SHOWN_BOOKMAKER)
    .orderBy(asc(bookmakers.id), asc(bookmakerFeedKeys.source));
  return rows.filter((b) => isLicensed(b.bookmakerId));
}

/**
 * The latest quotes of the given matches (every market, or only the match winner), bookmakers in the
 * catalogue's display order. A bookmaker that is inactive, unpublished or no longer mapped drops out
 * of every table at once: its stored quotes stay (a re-mapping brings them back) but are never shown.
 * Nor are the quotes of a bookmaker not licensed where the visitor is (issue 26), so no best price is
 * ever one of those.
 */
export async function visibleQuotes(
  db: Db,
  matchIds: readonly number[],
  isLicensed: LicensedFilter,
  options: { winnerOnly?: boolean; preMatchOnly?: boolean } = {},
): Promise<VisibleQuoteRow[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: oddsPrices.matchId,
      bookmakerId: oddsPrices.bookmakerId,
      bookmakerName: bookmakers.name,
      redirectSlug: bookmakers.redirectSlug,
      source: oddsPrices.source,
      market: oddsPrices.market,
      selection: oddsPrices.selection,
      price: oddsPrices.price,
      status: oddsPrices.status,
      changedAt: oddsPrices.changedAt,
      seenAt: oddsPrices.seenAt,
      providerUpdatedAt: oddsPrices.providerUpdatedAt,
      inPlay: oddsPrices.inPlay,
    })
    .from(oddsPrices)
    .innerJoin(bookmakers, eq(bookmakers.id, oddsPrices.bookmakerId))
    // Only while the bookmaker is mapped on the feed that priced it: unmapping it there hides that feed's prices.
    .innerJoin(bookmakerFeedKeys, and(eq(bookmakerFeedKeys.bookmakerId, oddsPrices.bookmakerId), eq(bookmakerFeedKeys.source, oddsPrices.source)))
    .where(
      and(
        inArray(oddsPrices.matchId, [...matchIds]),
        options.winnerOnly ? inArray(oddsPrices.market, WINNER_MARKETS) : undefined,
        options.preMatchOnly ? eq(oddsPrices.inPlay, false) : undefined,
        SHOWN_BOOKMAKER,
      ),
    )
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id), asc(oddsPrices.market), asc(oddsPrices.selection), asc(oddsPrices.source));
  return rows.filter((q) => isLicensed(q.bookmakerId));
}

const OUTCOMES: ReadonlySet<string> = new Set<OddsOutcomeSide>(["teamA", "teamB", "draw"]);

/**
 * The match-winner prices on offer of the given matches before their start (a started match's are
 * its closing prices; in-play quotes show only in its odds section), from the same rows as every market: per
 * match and bookmaker the feed shown for it (shown-feed.ts), and of that feed only the open prices
 * (a suspended or off-board side leaves its cell empty in the winner table and the cards).
 */
export async function visiblePrices(db: Db, matchIds: readonly number[], isLicensed: LicensedFilter): Promise<VisiblePrice[]> {
  const quotes = await visibleQuotes(db, matchIds, isLicensed, { winnerOnly: true, preMatchOnly: true });
  const perBook = new Map<string, VisibleQuoteRow[]>();
  for (const q of quotes) {
    const key = `${q.matchId}:${q.bookmakerId}`;
    const list = perBook.get(key);
    if (list) list.push(q);
    else perBook.set(key, [q]);
  }
  const prices: VisiblePrice[] = [];
  for (const list of perBook.values())
    for (const q of shownFeedQuotes(list)) {
      if (!isPriceable(q) || !OUTCOMES.has(q.selection)) continue;
      const { providerUpdatedAt: _updated, selection, status: _status, inPlay: _inPlay, ...rest } = q;
      prices.push({ ...rest, outcome: selection as OddsOutcomeSide, price: q.price });
    }
  return prices;
}
