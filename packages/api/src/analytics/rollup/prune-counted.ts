import { queryRows, sql } from "@eb/db";
import type { DbOrTx } from "../../platform";

/** The raw tables the rollup job counts, with the watermark stream that says how far it has. */
const COUNTED = { analytics_events: "events", redirect_hits: "redirects" } as const;

/**
 * Deletes a raw table's rows older than `cutoff`, but only those the rollup job has already counted
 * (id at or below the stream's watermark), so every figure read from the rollups stays the same.
 * Counted in SQL rather than returning every id.
 */
export async function pruneCountedRows(db: DbOrTx, table: keyof typeof COUNTED, cutoff: Date): Promise<number> {
  const [gone] = await queryRows<{ n: number }>(
    db,
    "analytics.prune-counted-rows",
    sql`
      with gone as (
        delete from ${sql.identifier(table)}
        where created_at < ${cutoff.toISOString()}
          and id <= coalesce((select watermark from analytics_rollup_state where stream = ${COUNTED[table]}), 0)
        returning 1
      ) select count(*)::int as n from gone`,
  );
  return gone?.n ?? 0;
}
