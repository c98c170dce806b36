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

/** `debug.provider`: the data provider, its limits and each key's calls and breaker (never the token). `openedAt` is not on screen; the API's tests read it. */
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
      breaker: z.object({
        state: z.enum(["closed", "open", "retry_due"]),
        failures: z.number(),
        reason: z.enum(["rate_limit", "failures"]).nullable(),
        openedAt: z.string().nullable(),
        reopensAt: z.string().nullable(),
        lastError: z.string().nullable(),
      }),
    }),
  ),
});

const counts = z.object({ tournaments: z.number(), matches: z.number() });

/** `debug.dataStatistics`: counts per tier, in all, and under the chosen filters. */
export const dataStatisticsOutput = z.object({
  // Every tier of TIERS, each present (zod 4 records over an enum are exhaustive).
  byTier: z.record(z.enum(TIERS), counts),
  total: counts,
  filtered: counts,
});
