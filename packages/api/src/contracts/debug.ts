import { z } from "zod";
import { GAMES, TIERS } from "../shared";
import { syncKindOutput } from "./operations";

/** Debug Tools, Data Filters & Statistics (spec 2): tier filter all, tier1, tier2, tier3. */
export const TIER_FILTERS = ["all", ...TIERS] as const;
export type TierFilter = (typeof TIER_FILTERS)[number];

/** Game filter all, cs2, lol, valorant, dota2. */
export const DEBUG_GAME_FILTERS = ["all", ...GAMES] as const;
export type DebugGameFilter = (typeof DEBUG_GAME_FILTERS)[number];

export const dataStatisticsInput = z.object({
  tier: z.enum(TIER_FILTERS).default("all"),
  game: z.enum(DEBUG_GAME_FILTERS).default("all"),
});
export type DataStatisticsFilters = z.input<typeof dataStatisticsInput>;

/** `debug.apiUsage`: provider calls in the last hour against the hourly limit, the top endpoints, the last 12 hours. */
export const apiUsageOutput = z.object({
  limit: z.number(),
  callsLastHour: z.number(),
  percent: z.number(),
  level: z.enum(["normal", "approaching", "reached"]),
  statusText: z.string().nullable(),
  badge: z.enum(["default", "secondary", "destructive"]),
  topEndpoints: z.array(z.object({ endpoint: z.string(), calls: z.number() })),
  hourly: z.array(z.object({ hourStart: z.string(), calls: z.number() })),
});

/** A provider key's circuit breaker (sync_breakers). `openedAt` is not on screen; the API's tests read it. */
export const breakerOutput = z.object({
  state: z.enum(["closed", "open", "retry_due"]),
  failures: z.number(),
  reason: z.enum(["rate_limit", "failures"]).nullable(),
  openedAt: z.string().nullable(),
  reopensAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

/** `debug.provider`: the data provider, its limits and each key's calls and breaker (never the token). */
export const providerUsageOutput = z.object({
  provider: z.enum(["pandascore", "demo", "none"]),
  tokenConfigured: z.boolean(),
  baseUrl: z.string(),
  limits: z.object({ perHour: z.number(), perKeyPerHour: z.number() }),
  keys: z.array(
    z.object({
      key: z.string(),
      game: z.enum(GAMES),
      kind: syncKindOutput,
      limit: z.number(),
      callsLastHour: z.number(),
      breaker: breakerOutput,
    }),
  ),
  live: z
    .object({
      everyMs: z.number(),
      reservedForSyncs: z.number(),
      perHour: z.number(),
      callsLastHour: z.number(),
      breakers: z.array(z.object({ game: z.enum(GAMES), key: z.string(), breaker: breakerOutput })),
    })
    .nullable(),
});

/** The odds feed a server runs with (odds/feed-info.ts OddsFeedName). */
export const ODDS_FEED_NAMES = ["the-odds-api", "demo", "none"] as const;

/** Events a feed listed in the last day that matched none of our matches (at most 50, with the total). */
export const oddsUnmatchedOutput = z.object({
  total: z.number(),
  events: z.array(
    z.object({
      id: z.string(),
      game: z.enum(GAMES),
      homeTeam: z.string(),
      awayTeam: z.string(),
      commenceTime: z.string(),
      lastSeenAt: z.string(),
      reason: z.string(),
      reasonText: z.string(),
    }),
  ),
});

/** Bookmaker keys a feed sent in the last week that no bookmaker is mapped to on it (at most 50, with the total). */
export const oddsUnmappedOutput = z.object({
  total: z.number(),
  bookmakers: z.array(z.object({ key: z.string(), title: z.string(), events: z.number(), lastSeenAt: z.string() })),
});

/**
 * `debug.oddsFeed`: the odds feed (never its key), its hourly budget and what the feed says is left,
 * each game's last poll and breaker, and the bounded lists of what the feed sent that the site could
 * not use: events matched to none of our matches, bookmaker keys mapped to none of our bookmakers.
 * `reason` and an event's `id` are not on screen (the API's tests read the reason, the screen keys rows by id).
 */
export const oddsFeedOutput = z.object({
  feed: z.enum(ODDS_FEED_NAMES),
  keyConfigured: z.boolean(),
  baseUrl: z.string(),
  regions: z.string(),
  hourlyBudget: z.number(),
  callsLastHour: z.number(),
  requestsRemaining: z.object({ count: z.number(), reportedAt: z.string() }).nullable(),
  games: z.array(
    z.object({
      game: z.enum(GAMES),
      sportKey: z.string().nullable(),
      lastPoll: z
        .object({
          at: z.string(),
          status: z.string(),
          error: z.string().nullable(),
          events: z.number(),
          matched: z.number(),
          pricesChanged: z.number(),
        })
        .nullable(),
      breaker: breakerOutput,
    }),
  ),
  unmatched: oddsUnmatchedOutput,
  unmapped: oddsUnmappedOutput,
});

const counts = z.object({ tournaments: z.number(), matches: z.number() });

/** `debug.dataStatistics`: counts per tier, in all, and under the chosen filters. */
export const dataStatisticsOutput = z.object({
  // Every tier of TIERS, each present (zod 4 records over an enum are exhaustive).
  byTier: z.record(z.enum(TIERS), counts),
  total: counts,
  filtered: counts,
});
