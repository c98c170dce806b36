import { queryRows, sql, type Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import type { z } from "zod";
import type { oddsFeedsOutput } from "../contracts";
import { oddsBreakerKey, oddsUsageProvider, type OddsFeedRow } from "../odds";
import { HOUR_MS } from "../platform";
import { breakerViews, LAST_ERROR_MAX } from "./breaker-views";
import { iso, unmappedBookmakers, unmatchedEvents } from "./odds-feed-lists";
import { displayBaseUrl } from "./provider-info";

export type OddsFeedsCard = z.infer<typeof oddsFeedsOutput>;

/** The feeds whose unused events and keys this card lists: the Odds Feed card lists The Odds API's and the demo's. */
const LISTED_HERE = new Set<string>(["stadar", "odds-api-io"]);

type PollRow = { game: Game; source: string; at: Date | string; status: string; error: string | null; remaining: number | null };

/**
 * Debug Tools' feeds card: every odds feed, polled or not, each with what is its own: the budget it
 * spends (api_usage_events under its provider, 'odds' or 'odds:stadar'), what its provider last said
 * is left, its breakers ("odds:cs2", "odds:stadar:cs2") and its polls (odds_poll_status rows of its
 * source). A feed without a key is listed as not configured, with nothing counted. Stadar's and
 * Odds-API.io's unmatched events and unmapped keys are listed here; The Odds API's and the demo's
 * are on the Odds Feed card.
 */
export async function oddsFeedsCard(db: Db, feeds: readonly OddsFeedRow[], now: Date): Promise<OddsFeedsCard> {
  const lastHour = new Date(now.getTime() - HOUR_MS).toISOString();
  const calls = await queryRows<{ provider: string; calls: number }>(
    db,
    "debug.odds-feeds-calls-last-hour",
    sql`select provider, count(*)::int as calls from api_usage_events
        where (provider = 'odds' or provider like 'odds:%') and created_at > ${lastHour}::timestamptz group by provider`,
  );
  const polls = await queryRows<PollRow>(
    db,
    "debug.odds-feeds-polls",
    sql`select game, source, last_poll_at as at, status, left(error, ${LAST_ERROR_MAX}) as error, requests_remaining as remaining from odds_poll_status`,
  );
  const keys = feeds.flatMap((feed) => GAMES.map((game) => oddsBreakerKey(game, feed.source)));
  const breakerOf = await breakerViews(db, keys, now);
  const pollView = (row: PollRow | undefined) => (row ? { at: iso(row.at), status: row.status, error: row.error } : null);
  const newest = (rows: PollRow[]) => rows.reduce<PollRow | undefined>((best, r) => (!best || iso(r.at) > iso(best.at) ? r : best), undefined);

  const lists = async (feed: OddsFeedRow) =>
    feed.state === "polled" && LISTED_HERE.has(feed.source)
      ? { unmatched: await unmatchedEvents(db, feed.source, now), unmapped: await unmappedBookmakers(db, feed.source, now) }
      : { unmatched: null, unmapped: null };

  return {
    feeds: await Promise.all(
      feeds.map(async (feed) => {
        const mine = polls.filter((p) => p.source === feed.source);
        const used = Number(calls.find((c) => c.provider === oddsUsageProvider(feed.source))?.calls ?? 0);
        // The demo prices make no request: their budget is not theirs to show.
        const budget = feed.source === "demo" ? null : (feed.limits?.perHour ?? null);
        const reported = newest(mine.filter((p) => p.remaining !== null));
        return {
          source: feed.source,
          state: feed.state,
          note: feed.note,
          baseUrl: feed.baseUrl === null ? null : displayBaseUrl(feed.baseUrl),
          hourlyBudget: budget,
          callsLastHour: used,
          budgetLeft: budget === null ? null : Math.max(0, budget - used),
          requestsRemaining: reported ? { count: Number(reported.remaining), reportedAt: iso(reported.at) } : null,
          lastPoll: pollView(newest(mine)),
          games: GAMES.map((game) => {
            const key = oddsBreakerKey(game, feed.source);
            return { game, breakerKey: key, lastPoll: pollView(mine.find((p) => p.game === game)), breaker: breakerOf(key) };
          }),
          ...(await lists(feed)),
        };
      }),
    ),
  };
}

declare module "../platform" {
  interface AdminRequestContext {
    /** Every odds feed and whether the server polls it (odds/create-odds-source.ts), for Debug Tools: never a key. */
    oddsFeeds: OddsFeedRow[];
  }
}
