import { z } from "zod";
import { GAMES, TIERS } from "../shared";

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
