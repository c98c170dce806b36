import { queryRows, sql, type Db } from "@eb/db";
import { DAY_MS } from "../../platform";

/** An unmatched event, or one whose match is gone, is listed this long after the feed last sent it. */
export const ODDS_EVENT_RETENTION_DAYS = 7;
/** A feed bookmaker key the feed stopped sending is listed this long. */
export const FEED_BOOKMAKER_RETENTION_DAYS = 30;

export type OddsPruneCounts = { oddsPrices: number; oddsHistory: number; oddsEvents: number; oddsFeedBookmakers: number };

const count = async (db: Db, name: string, query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number | string }>(db, name, query))[0]?.n ?? 0);

/**
 * Prices and their history are kept as long as the match's archive: they go when neither the
 * match (deleted 30 days after it ends) nor its archived result (730 days) is left. Feed events and
 * feed bookmaker keys go some days after the feed last sent them.
 */
export async function pruneOdds(db: Db, now: Date): Promise<OddsPruneCounts> {
  const orphan = sql`not exists (select 1 from matches m where m.id = t.match_id) and not exists (select 1 from match_results r where r.id = t.match_id)`;
  const oddsHistory = await count(
    db,
    "odds.prune-history",
    sql`with d as (delete from odds_price_history t where ${orphan} returning 1) select count(*) as n from d`,
  );
  const oddsPrices = await count(db, "odds.prune-prices", sql`with d as (delete from odds_prices t where ${orphan} returning 1) select count(*) as n from d`);
  const eventsBefore = new Date(now.getTime() - ODDS_EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  const oddsEvents = await count(
    db,
    "odds.prune-events",
    sql`with d as (delete from odds_events where last_seen_at < ${eventsBefore}::timestamptz returning 1) select count(*) as n from d`,
  );
  const keysBefore = new Date(now.getTime() - FEED_BOOKMAKER_RETENTION_DAYS * DAY_MS).toISOString();
  const oddsFeedBookmakers = await count(
    db,
    "odds.prune-feed-bookmakers",
    sql`with d as (delete from odds_feed_bookmakers where last_seen_at < ${keysBefore}::timestamptz returning 1) select count(*) as n from d`,
  );
  return { oddsPrices, oddsHistory, oddsEvents, oddsFeedBookmakers };
}
