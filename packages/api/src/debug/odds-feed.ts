import { queryRows, sql, type Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import { oddsBreakerKey, type OddsFeedInfo } from "../odds";
import { HOUR_MS } from "../platform";
import { breakerViews, LAST_ERROR_MAX, type BreakerView } from "./breaker-views";
import { iso, unmappedBookmakers, unmatchedEvents, type UnmappedFeedBookmakers, type UnmatchedOddsEvents } from "./odds-feed-lists";
import { displayBaseUrl } from "./provider-info";

export type OddsGamePoll = {
  game: Game;
  /** The feed's sport key for the game (ODDS_SPORT_KEYS); null: the real feed does not poll it. */
  sportKey: string | null;
  lastPoll: { at: string; status: string; error: string | null; events: number; matched: number; pricesChanged: number } | null;
  breaker: BreakerView;
};

export type OddsFeedCard = {
  feed: OddsFeedInfo["name"];
  keyConfigured: boolean;
  baseUrl: string;
  regions: string;
  hourlyBudget: number;
  callsLastHour: number;
  requestsRemaining: { count: number; reportedAt: string } | null;
  games: OddsGamePoll[];
  unmatched: UnmatchedOddsEvents;
  unmapped: UnmappedFeedBookmakers;
};

/** The feed names its rows by source; "none" runs no feed, so nothing it lists is current. */
const sourceOf = (feed: OddsFeedInfo) => (feed.name === "none" ? null : feed.name);

/**
 * Debug Tools' odds feed card: which feed (never its key), its budget against the calls in the
 * limiter's last-hour window (api_usage_events of provider 'odds' only), what the feed last said is
 * left of its plan, each game's last poll and breaker, and what the running feed sent that the site
 * could not use. Everything is counted and capped in SQL, so the answer stays small however much
 * the feed sends.
 */
export async function oddsFeedCard(db: Db, feed: OddsFeedInfo, now: Date): Promise<OddsFeedCard> {
  const lastHour = new Date(now.getTime() - HOUR_MS).toISOString();
  const [calls] = await queryRows<{ calls: number }>(
    db,
    "debug.odds-calls-last-hour",
    sql`select count(*)::int as calls from api_usage_events where provider = 'odds' and created_at > ${lastHour}::timestamptz`,
  );
  const [remaining] = await queryRows<{ count: number; reported_at: Date | string }>(
    db,
    "debug.odds-requests-remaining",
    sql`
      select requests_remaining as count, last_poll_at as reported_at from odds_poll_status
      where requests_remaining is not null and source = ${feed.name} order by last_poll_at desc limit 1`,
  );
  const breakerOf = await breakerViews(
    db,
    GAMES.map((game) => oddsBreakerKey(game)),
    now,
  );
  return {
    feed: feed.name,
    keyConfigured: feed.keyConfigured,
    baseUrl: displayBaseUrl(feed.baseUrl),
    regions: feed.regions,
    hourlyBudget: feed.limits.perHour,
    callsLastHour: Number(calls?.calls ?? 0),
    requestsRemaining: remaining ? { count: Number(remaining.count), reportedAt: iso(remaining.reported_at) } : null,
    games: await gamePolls(db, feed, breakerOf),
    unmatched: await unmatchedEvents(db, sourceOf(feed), now),
    unmapped: await unmappedBookmakers(db, sourceOf(feed), now),
  };
}

/** Every game, polled or not, with its last poll (odds_poll_status) and its breaker (`odds:{game}`). */
async function gamePolls(db: Db, feed: OddsFeedInfo, breakerOf: (key: string) => BreakerView): Promise<OddsGamePoll[]> {
  const rows = await queryRows<{
    game: Game;
    at: Date | string;
    status: string;
    error: string | null;
    events: number;
    matched: number;
    prices_changed: number;
  }>(
    db,
    "debug.odds-poll-status",
    sql`
      select game, last_poll_at as at, status, left(error, ${LAST_ERROR_MAX}) as error, events, matched, prices_changed
      from odds_poll_status where source = ${feed.name}`,
  );
  return GAMES.map((game) => {
    const row = rows.find((r) => r.game === game);
    return {
      game,
      sportKey: feed.sportKeys[game] ?? null,
      lastPoll: row
        ? {
            at: iso(row.at),
            status: row.status,
            error: row.error,
            events: Number(row.events),
            matched: Number(row.matched),
            pricesChanged: Number(row.prices_changed),
          }
        : null,
      breaker: breakerOf(oddsBreakerKey(game)),
    };
  });
}
