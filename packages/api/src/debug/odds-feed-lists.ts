import { queryRows, sql, type Db } from "@eb/db";
import type { Game } from "@eb/db/games";
import { DAY_MS } from "../platform";
import { unmatchedReasonText } from "./unmatched-reasons";

/** The card lists at most this many unmatched events and unmapped bookmaker keys, and says how many there are. */
export const ODDS_LIST_MAX = 50;
/** Unmatched events the feed listed in the last day; bookmaker keys it sent in the last week. */
export const UNMATCHED_WINDOW_MS = DAY_MS;
export const UNMAPPED_WINDOW_MS = 7 * DAY_MS;
/** Team names and bookmaker titles are the feed's text: the card shows their start. */
const FEED_TEXT_MAX = 120;

export type UnmatchedOddsEvent = {
  id: string;
  game: Game;
  homeTeam: string;
  awayTeam: string;
  commenceTime: string;
  lastSeenAt: string;
  reason: string;
  reasonText: string;
};
export type UnmatchedOddsEvents = { total: number; events: UnmatchedOddsEvent[] };

export type UnmappedFeedBookmaker = { key: string; title: string; events: number; lastSeenAt: string };
export type UnmappedFeedBookmakers = { total: number; bookmakers: UnmappedFeedBookmaker[] };

/** A timestamp as either driver returns it from raw SQL. */
export const iso = (t: Date | string) => new Date(t).toISOString();

/** Events of one feed (its rows' source; null: no feed, nothing listed) seen in the last day that matched none of our matches: the most recently seen first. */
export async function unmatchedEvents(db: Db, source: string | null, now: Date): Promise<UnmatchedOddsEvents> {
  const since = new Date(now.getTime() - UNMATCHED_WINDOW_MS).toISOString();
  const rows = await queryRows<{
    id: string;
    game: Game;
    home_team: string;
    away_team: string;
    commence_time: Date | string;
    last_seen_at: Date | string;
    reason: string | null;
    total: number;
  }>(
    db,
    "debug.odds-unmatched-events",
    sql`
      select provider_event_id as id, game, left(home_team, ${FEED_TEXT_MAX}) as home_team, left(away_team, ${FEED_TEXT_MAX}) as away_team,
        commence_time, last_seen_at, unmatched_reason as reason, count(*) over ()::int as total
      from odds_events
      where source = ${source} and match_id is null and last_seen_at > ${since}::timestamptz
      order by last_seen_at desc, commence_time asc, provider_event_id asc
      limit ${ODDS_LIST_MAX}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    events: rows.map((r) => ({
      id: r.id,
      game: r.game,
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      commenceTime: iso(r.commence_time),
      lastSeenAt: iso(r.last_seen_at),
      reason: r.reason ?? "",
      reasonText: unmatchedReasonText(r.reason),
    })),
  };
}

/** Bookmaker keys one feed sent in the last week that no bookmaker is mapped to on that feed: the most used first. */
export async function unmappedBookmakers(db: Db, source: string | null, now: Date): Promise<UnmappedFeedBookmakers> {
  const since = new Date(now.getTime() - UNMAPPED_WINDOW_MS).toISOString();
  const rows = await queryRows<{ key: string; title: string; events: number; last_seen_at: Date | string; total: number }>(
    db,
    "debug.odds-unmapped-bookmakers",
    sql`
      select f.key, left(f.title, ${FEED_TEXT_MAX}) as title, f.events, f.last_seen_at, count(*) over ()::int as total
      from odds_feed_bookmakers f
      where f.source = ${source} and f.last_seen_at > ${since}::timestamptz
        and not exists (select 1 from bookmaker_feed_keys b where b.source = f.source and b.key = f.key)
      order by f.events desc, f.key asc
      limit ${ODDS_LIST_MAX}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    bookmakers: rows.map((r) => ({ key: r.key, title: r.title, events: Number(r.events), lastSeenAt: iso(r.last_seen_at) })),
  };
}
