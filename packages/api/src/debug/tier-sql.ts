import { sql, type SQL } from "drizzle-orm";
import { TIER1_PATTERN, TIER2_PATTERN } from "../shared";

/**
 * The spec's tournament tier helper as a SQL expression over a name column, built from the same
 * patterns as `tournamentTier` (shared/tournament-tier.ts), so the counts agree with the function
 * (tier-sql.test.ts checks both on the same names). The patterns travel as bound parameters.
 */
export function tournamentTierSql(name: SQL): SQL<"tier1" | "tier2" | "tier3"> {
  const lower = sql`lower(coalesce(${name}, ''))`;
  return sql<"tier1" | "tier2" | "tier3">`(case when ${lower} ~ ${TIER1_PATTERN} then 'tier1' when ${lower} ~ ${TIER2_PATTERN} then 'tier2' else 'tier3' end)`;
}
