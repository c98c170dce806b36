import { queryRows, sql, type Db } from "@eb/db";
import type { z } from "zod";
import type { dataStatisticsInput } from "../contracts";
import type { Tier } from "../shared";
import { tournamentTierSql } from "./tier-sql";

export type TierCounts = Record<Tier, { tournaments: number; matches: number }>;
export type DataStatistics = {
  /** Every game, per tier. */
  byTier: TierCounts;
  total: { tournaments: number; matches: number };
  /** The chosen tier and game. */
  filtered: { tournaments: number; matches: number };
};

type Filters = z.output<typeof dataStatisticsInput>;
type CountRow = { tier1: number; tier2: number; tier3: number; total: number; filtered: number };

/**
 * Data Filters & Statistics: tournaments (by name) and matches (by tournament name) per tier, and
 * the counts under the chosen filters, all counted in SQL.
 */
export async function dataStatistics(db: Db, filters: Filters): Promise<DataStatistics> {
  const [tournaments, matches] = await Promise.all([
    countByTier(db, sql`select game::text as game, ${tournamentTierSql(sql`name`)} as tier from tournaments`, filters),
    countByTier(db, sql`select game::text as game, ${tournamentTierSql(sql`tournament_name`)} as tier from matches`, filters),
  ]);
  const byTier = (tier: Tier) => ({ tournaments: Number(tournaments[tier]), matches: Number(matches[tier]) });
  return {
    byTier: { tier1: byTier("tier1"), tier2: byTier("tier2"), tier3: byTier("tier3") },
    total: { tournaments: Number(tournaments.total), matches: Number(matches.total) },
    filtered: { tournaments: Number(tournaments.filtered), matches: Number(matches.filtered) },
  };
}

async function countByTier(db: Db, tiered: ReturnType<typeof sql>, filters: Filters): Promise<CountRow> {
  const game = filters.game === "all" ? null : filters.game;
  const tier = filters.tier === "all" ? null : filters.tier;
  const [row] = await queryRows<CountRow>(
    db,
    "debug.count-by-tier",
    sql`
      select
        count(*) filter (where tier = 'tier1')::int as tier1,
        count(*) filter (where tier = 'tier2')::int as tier2,
        count(*) filter (where tier = 'tier3')::int as tier3,
        count(*)::int as total,
        count(*) filter (where (${game}::text is null or game = ${game}::text) and (${tier}::text is null or tier = ${tier}::text))::int as filtered
      from (${tiered}) t`,
  );
  return row ?? { tier1: 0, tier2: 0, tier3: 0, total: 0, filtered: 0 };
}
