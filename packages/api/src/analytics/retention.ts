import { sql, type Db } from "@eb/db";

/** The privacy policy's promise: analytics events are kept for up to 25 months, then deleted. */
export const ANALYTICS_RETENTION_MONTHS = 25;

export function analyticsCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes analytics events older than the retention period; counts in SQL rather than returning every id. */
export async function pruneAnalyticsEvents(db: Db, now: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`with gone as (delete from analytics_events where created_at < ${analyticsCutoff(now).toISOString()} returning 1) select count(*)::int as n from gone`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
