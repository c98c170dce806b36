import { queryRows, sql, type Db } from "@eb/db";
import type { RollupStream } from "@eb/db/schema";

/**
 * Advisory lock keys (arbitrary constants) of the ingest barriers. A bigserial id is taken when a
 * row is inserted but becomes visible only when its transaction commits, so ids commit out of
 * order: reading "everything up to max(id)" could skip a row that commits a moment later with a
 * smaller id. Every insert into a rolled-up table holds its stream's barrier in shared mode for
 * the length of its transaction; the rollup job takes it exclusively for one statement. Holding
 * it, no insert is in flight, so every id up to the max(id) it reads is final (committed or never
 * will be), and a later insert can only take a larger id.
 */
export const INGEST_BARRIER_KEY: Record<RollupStream, number> = { events: 716_204_130, redirects: 716_204_131, clicks: 716_204_133 };

/** Serialises rollup runs across instances (taken with a try, per transaction). */
export const ROLLUP_JOB_KEY = 716_204_132;

const TABLE: Record<RollupStream, string> = { events: "analytics_events", redirects: "redirect_hits", clicks: "affiliate_clicks" };

/** The largest id of the stream's table below which no row can still appear. */
export async function finalUpperId(db: Db, stream: RollupStream): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INGEST_BARRIER_KEY[stream]})`);
    // A separate statement: its snapshot is taken after the lock is held.
    const [row] = await queryRows<{ max: string | number | null }>(
      tx,
      "analytics.ingest-barrier-max-id",
      sql`select max(id) as max from ${sql.identifier(TABLE[stream])}`,
    );
    return Number(row?.max ?? 0);
  });
}
