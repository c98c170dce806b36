import type { Db } from "@eb/db";
import { pruneCountedRows } from "../analytics";
import { DAY_MS } from "../platform";

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
  return pruneCountedRows(db, "redirect_hits", new Date(now.getTime() - REDIRECT_HIT_RETENTION_DAYS * DAY_MS));
}
