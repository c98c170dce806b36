import { queryRows, sql } from "@eb/db";
import { DAY_MS, type DbOrTx } from "../platform";

/**
 * Raw /go clicks (affiliate_clicks: the click id a programme reports back, its page, placement,
 * country and variants) are kept 400 days. A programme reports a registration or a first deposit
 * within its attribution window (30 to 90 days for most, a year for the longest cookies), and the
 * Revenue card compares a year with the year before from the rollups; 400 days covers a year's
 * window with a month's margin for late postbacks and report imports. A click a conversion names
 * is kept as long as the conversion: revenue-share programmes report a player's revenue for years,
 * and each later event is attributed through that click. Only clicks the rollup job has counted
 * (id at or below the 'clicks' watermark) go, so every figure read from the rollups stays.
 */
export const CLICK_RETENTION_DAYS = 400;

/**
 * The click rollups' hourly rows, and the page rows of every grain, are kept 25 months (the
 * analytics page rollups' horizon: no range reaches back that far hour by hour). The daily rows
 * per bookmaker, placement, country and variant stay: a fixed number of keys a day, the Revenue
 * card's lifetime figures.
 */
export const CLICK_ROLLUP_RETENTION_MONTHS = 25;

export type PrunedClicks = { affiliateClicks: number; clickRollups: number };

/** Deletes the raw clicks and the click rollup rows past their retention; says how many of each. */
export async function pruneAffiliateClicks(db: DbOrTx, now: Date): Promise<PrunedClicks> {
  const clickCutoff = new Date(now.getTime() - CLICK_RETENTION_DAYS * DAY_MS);
  const rollupCutoff = new Date(now);
  rollupCutoff.setUTCMonth(rollupCutoff.getUTCMonth() - CLICK_ROLLUP_RETENTION_MONTHS);
  const [clicks] = await queryRows<{ n: number }>(
    db,
    "revenue.prune-affiliate-clicks",
    sql`
      with gone as (
        delete from affiliate_clicks c
        where c.created_at < ${clickCutoff.toISOString()}
          and c.id <= coalesce((select watermark from analytics_rollup_state where stream = 'clicks'), 0)
          and not exists (select 1 from affiliate_conversions v where v.click_id = c.click_id)
        returning 1
      ) select count(*)::int as n from gone`,
  );
  const [rollups] = await queryRows<{ n: number }>(
    db,
    "revenue.prune-click-rollups",
    sql`
      with gone as (
        delete from affiliate_click_rollups
        where bucket < ${rollupCutoff.toISOString()} and (grain = 'hour' or dimension = 'page')
        returning 1
      ) select count(*)::int as n from gone`,
  );
  return { affiliateClicks: clicks?.n ?? 0, clickRollups: rollups?.n ?? 0 };
}
