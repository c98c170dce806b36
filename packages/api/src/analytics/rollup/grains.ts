import { sql, type SQL } from "@eb/db";
import type { RollupGrain } from "@eb/db/schema";

/**
 * Expands each row of `alias` (with `hour` and `day` columns) into one row per grain, as
 * g(grain, bucket): the rollup job writes hours and days in one pass; the raw tail needs hours only.
 */
export function grainBuckets(grains: readonly RollupGrain[], alias = "f"): SQL {
  const a = sql.identifier(alias);
  const values = grains.map((g) => (g === "hour" ? sql`('hour', ${a}.hour)` : sql`('day', ${a}.day)`));
  return sql`cross join lateral (values ${sql.join(values, sql`, `)}) as g(grain, bucket)`;
}

export const BOTH_GRAINS: readonly RollupGrain[] = ["hour", "day"];
export const HOURS_ONLY: readonly RollupGrain[] = ["hour"];
