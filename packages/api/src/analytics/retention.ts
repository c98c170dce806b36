import { sql, type Db } from "@eb/db";
import { pruneCountedRows } from "./rollup/prune-counted";

/** The privacy policy's promise: analytics events are kept for up to 25 months, then deleted. */
export const ANALYTICS_RETENTION_MONTHS = 25;

export function analyticsCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes analytics events older than the retention period, and with them what describes single
 * sessions and hours in detail. Only events the rollups have already counted go (id at or below
 * the watermark), so Lifetime keeps every figure; the daily rollups, the hourly event counts and
 * the session counts stay. Counts in SQL rather than returning every id.
 */
export async function pruneAnalyticsEvents(db: Db, now: Date): Promise<number> {
  const cutoff = analyticsCutoff(now).toISOString();
  return db.transaction(async (tx) => {
    const gone = await pruneCountedRows(tx, "analytics_events", analyticsCutoff(now));
    // No range reaches back this far hour by hour: ranges end now and the longest previous period is 365 days.
    await tx.execute(sql`delete from analytics_rollup_pages where grain = 'hour' and bucket < ${cutoff}`);
    await tx.execute(sql`delete from analytics_rollup_bookmakers where grain = 'hour' and bucket < ${cutoff}`);
    await tx.execute(sql`delete from analytics_rollup_countries where grain = 'hour' and bucket < ${cutoff}`);
    await tx.execute(sql`delete from analytics_event_hours where hour < ${cutoff}`);
    await tx.execute(sql`delete from analytics_sessions where last_at < ${cutoff}`);
    return gone;
  });
}
