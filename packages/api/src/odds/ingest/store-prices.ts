import { queryRows, sql } from "@eb/db";
import type { OddsQuoteStatus, OddsSourceName } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import type { QuoteObservation } from "./observations";
import { diffPrices, historyWindow, type StoredQuote } from "./price-diff";

export type PriceWrite = { changed: number; seenAgain: number; unchanged: number };

/**
 * The stored latest quotes of one feed for these matches. Its seen time comes as epoch milliseconds:
 * a full refresh reads every quote (720,000 in the bench), and parsing each timestamp into a Date
 * was the read's largest cost.
 */
async function storedQuotes(tx: DbOrTx, source: OddsSourceName, matchIds: readonly number[]): Promise<StoredQuote[]> {
  if (matchIds.length === 0) return [];
  const rows = await queryRows<{
    match_id: string | number;
    bookmaker_id: number;
    market: string;
    selection: string;
    price: string | number | null;
    status: OddsQuoteStatus;
    seen_at_ms: string | number;
    in_play: boolean;
  }>(
    tx,
    "odds.stored-prices",
    sql`select match_id, bookmaker_id, market, selection, price, status, (extract(epoch from seen_at) * 1000)::float8 as seen_at_ms, in_play from odds_prices
        where source = ${source} and match_id = any(${sql.param([...matchIds])}::bigint[])`,
  );
  return rows.map((r) => ({
    matchId: Number(r.match_id),
    bookmakerId: Number(r.bookmaker_id),
    market: r.market,
    selection: r.selection,
    price: r.price === null ? null : Number(r.price),
    status: r.status,
    seenAtMs: Number(r.seen_at_ms),
    inPlay: r.in_play,
  }));
}

/** One array parameter per column: a 40,000-quote refresh is one statement, not 40,000. */
const column = <T>(list: readonly QuoteObservation[], pick: (o: QuoteObservation) => T) => sql.param(list.map(pick));

/**
 * Writes one poll's quotes of one feed: new and changed ones (price or status) to the latest table
 * and to the history (one row per quote per 5-minute window: a second change in the window replaces
 * the first), and marks unchanged ones seen again at most every SEEN_REFRESH_MS. Unchanged quotes
 * seen lately are not written at all. Another feed's quotes of the same bookmaker are rows of their
 * own, left as they are. Run inside the poll's transaction.
 */
export async function writePrices(
  tx: DbOrTx,
  observations: readonly QuoteObservation[],
  source: OddsSourceName,
  now: Date,
): Promise<PriceWrite & { changedMatchIds: number[] }> {
  const matchIds = [...new Set(observations.map((o) => o.matchId))];
  const diff = diffPrices(await storedQuotes(tx, source, matchIds), observations, now);
  const at = now.toISOString();
  const changed = diff.changed;
  if (changed.length > 0) {
    const ids = column(changed, (o) => o.matchId);
    const books = column(changed, (o) => o.bookmakerId);
    const markets = column(changed, (o) => o.market);
    const selections = column(changed, (o) => o.selection);
    const prices = column(changed, (o) => o.price);
    const statuses = column(changed, (o) => o.status);
    const updated = column(changed, (o) => o.providerUpdatedAt?.toISOString() ?? null);
    const inPlay = column(changed, (o) => o.inPlay);
    await tx.execute(sql`
      insert into odds_prices (match_id, bookmaker_id, source, market, selection, price, status, changed_at, seen_at, provider_updated_at, in_play)
      select m, b, ${source}, k, s, p, st, ${at}::timestamptz, ${at}::timestamptz, u, ip
      from unnest(${ids}::bigint[], ${books}::int[], ${markets}::text[], ${selections}::text[], ${prices}::numeric[], ${statuses}::text[],
                  ${updated}::timestamptz[], ${inPlay}::boolean[]) as x(m, b, k, s, p, st, u, ip)
      on conflict (match_id, bookmaker_id, source, market, selection, in_play) do update
        set price = excluded.price, status = excluded.status, changed_at = excluded.changed_at, seen_at = excluded.seen_at,
            provider_updated_at = excluded.provider_updated_at`);
    await tx.execute(sql`
      insert into odds_price_history (match_id, bookmaker_id, source, market, selection, "window", price, status, recorded_at, in_play)
      select m, b, ${source}, k, s, ${historyWindow(now).toISOString()}::timestamptz, p, st, ${at}::timestamptz, ip
      from unnest(${ids}::bigint[], ${books}::int[], ${markets}::text[], ${selections}::text[], ${prices}::numeric[], ${statuses}::text[],
                  ${inPlay}::boolean[]) as x(m, b, k, s, p, st, ip)
      on conflict (match_id, bookmaker_id, source, market, selection, in_play, "window") do update
        set price = excluded.price, status = excluded.status, recorded_at = excluded.recorded_at`);
  }
  if (diff.seenAgain.length > 0) {
    const seen = diff.seenAgain;
    await tx.execute(sql`
      update odds_prices set seen_at = ${at}::timestamptz
      from unnest(${column(seen, (o) => o.matchId)}::bigint[], ${column(seen, (o) => o.bookmakerId)}::int[], ${column(seen, (o) => o.market)}::text[],
                  ${column(seen, (o) => o.selection)}::text[], ${column(seen, (o) => o.inPlay)}::boolean[]) as x(m, b, k, s, ip)
      where odds_prices.match_id = x.m and odds_prices.bookmaker_id = x.b and odds_prices.source = ${source}
        and odds_prices.market = x.k and odds_prices.selection = x.s and odds_prices.in_play = x.ip`);
  }
  return {
    changed: changed.length,
    seenAgain: diff.seenAgain.length,
    unchanged: diff.unchanged,
    // What the poll announces: only these matches' pages (and the lists with their cards) are dropped.
    changedMatchIds: [...new Set(changed.map((o) => o.matchId))],
  };
}
