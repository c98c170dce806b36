import { queryRows, sql } from "@eb/db";
import type { OddsOutcomeSide, OddsSourceName } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import type { PriceObservation } from "./observations";
import { diffPrices, historyWindow, type StoredPrice } from "./price-diff";

export type PriceWrite = { changed: number; seenAgain: number; unchanged: number };

/** The stored latest prices of these matches. */
async function storedPrices(tx: DbOrTx, matchIds: readonly number[]): Promise<StoredPrice[]> {
  if (matchIds.length === 0) return [];
  const rows = await queryRows<{ match_id: string | number; bookmaker_id: number; outcome: OddsOutcomeSide; price: string | number; seen_at: string | Date }>(
    tx,
    "odds.stored-prices",
    sql`select match_id, bookmaker_id, outcome, price, seen_at from odds_prices
        where market = 'h2h' and match_id = any(${sql.param([...matchIds])}::bigint[])`,
  );
  return rows.map((r) => ({
    matchId: Number(r.match_id),
    bookmakerId: Number(r.bookmaker_id),
    outcome: r.outcome,
    price: Number(r.price),
    seenAt: new Date(r.seen_at),
  }));
}

/** One array parameter per column: a 40,000-price refresh is one statement, not 40,000. */
const column = <T>(list: readonly PriceObservation[], pick: (o: PriceObservation) => T) => sql.param(list.map(pick));

/**
 * Writes one poll's prices: new and changed ones to the latest table and to the history (one
 * row per outcome per 5-minute window: a second change in the window replaces the first), and
 * marks unchanged ones seen again at most every SEEN_REFRESH_MS. Unchanged prices seen lately
 * are not written at all. Run inside the poll's transaction.
 */
export async function writePrices(tx: DbOrTx, observations: readonly PriceObservation[], source: OddsSourceName, now: Date): Promise<PriceWrite> {
  const matchIds = [...new Set(observations.map((o) => o.matchId))];
  const diff = diffPrices(await storedPrices(tx, matchIds), observations, now);
  const at = now.toISOString();
  const changed = diff.changed;
  if (changed.length > 0) {
    const ids = column(changed, (o) => o.matchId);
    const books = column(changed, (o) => o.bookmakerId);
    const outcomes = column(changed, (o) => o.outcome);
    const prices = column(changed, (o) => o.price);
    const updated = column(changed, (o) => o.providerUpdatedAt?.toISOString() ?? null);
    await tx.execute(sql`
      insert into odds_prices (match_id, bookmaker_id, market, outcome, price, source, changed_at, seen_at, provider_updated_at)
      select m, b, 'h2h', o, p, ${source}, ${at}::timestamptz, ${at}::timestamptz, u
      from unnest(${ids}::bigint[], ${books}::int[], ${outcomes}::text[], ${prices}::numeric[], ${updated}::timestamptz[]) as x(m, b, o, p, u)
      on conflict (match_id, bookmaker_id, market, outcome) do update
        set price = excluded.price, source = excluded.source, changed_at = excluded.changed_at, seen_at = excluded.seen_at,
            provider_updated_at = excluded.provider_updated_at`);
    await tx.execute(sql`
      insert into odds_price_history (match_id, bookmaker_id, market, outcome, "window", price, recorded_at)
      select m, b, 'h2h', o, ${historyWindow(now).toISOString()}::timestamptz, p, ${at}::timestamptz
      from unnest(${ids}::bigint[], ${books}::int[], ${outcomes}::text[], ${prices}::numeric[]) as x(m, b, o, p)
      on conflict (match_id, bookmaker_id, market, outcome, "window") do update
        set price = excluded.price, recorded_at = excluded.recorded_at`);
  }
  if (diff.seenAgain.length > 0) {
    const seen = diff.seenAgain;
    await tx.execute(sql`
      update odds_prices set seen_at = ${at}::timestamptz
      from unnest(${column(seen, (o) => o.matchId)}::bigint[], ${column(seen, (o) => o.bookmakerId)}::int[], ${column(seen, (o) => o.outcome)}::text[]) as x(m, b, o)
      where odds_prices.match_id = x.m and odds_prices.bookmaker_id = x.b and odds_prices.market = 'h2h' and odds_prices.outcome = x.o`);
  }
  return { changed: changed.length, seenAgain: diff.seenAgain.length, unchanged: diff.unchanged };
}
