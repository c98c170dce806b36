import { sql, type Db } from "@eb/db";
import { rowsOf } from "../sync/store/rows";

/**
 * Raw /go hits (one row each, with the page it came from) are kept 30 days: long enough to look
 * into a recent month click by click. What they counted stays for good in the rollups
 * (redirect_hit_hours per slug, kind and placement; analytics_rollup_bookmakers per bookmaker) and
 * in bookmaker_redirects.click_count, which is what the privacy policy means by "click counts".
 */
export const REDIRECT_HIT_RETENTION_DAYS = 30;

/**
 * Deletes raw hits older than the retention, but only those the rollup job has counted (id at or
 * below the 'redirects' watermark): the back office reads rollups plus the raw rows above the
 * watermark, so its figures are the same before and after. Counted in SQL, not returned row by row.
 */
export async function pruneRedirectHits(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REDIRECT_HIT_RETENTION_DAYS * 86_400_000).toISOString();
  const [gone] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with gone as (
        delete from redirect_hits
        where created_at < ${cutoff}
          and id <= coalesce((select watermark from analytics_rollup_state where stream = 'redirects'), 0)
        returning 1
      ) select count(*)::int as n from gone`),
  );
  return gone?.n ?? 0;
}
