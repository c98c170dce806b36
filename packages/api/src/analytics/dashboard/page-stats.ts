import { queryRows, sql } from "@eb/db";
import { OTHER_PAGES } from "../rollup/page-deltas";
import { OPPORTUNITIES_SHOWN, OPPORTUNITY_MAX_CLICK_RATE, OPPORTUNITY_MIN_VIEWS, percentOf } from "./insights";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { PAGES, spanRows } from "./span-source";

/** Spec 9: Content Performance Tracking lists the top 10 pages. */
export const TOP_PAGES = 10;

export type ScrollSteps = { 25: number; 50: number; 75: number; 100: number };
export type PageStat = { page: string; views: number; clicks: number; clickRate: number; scroll: ScrollSteps };
export type PageStats = { top: PageStat[]; opportunities: PageStat[]; scroll: ScrollSteps };

type Row = {
  kind: "top" | "opportunity" | "total";
  page: string | null;
  views: unknown;
  clicks: unknown;
  s25: unknown;
  s50: unknown;
  s75: unknown;
  s100: unknown;
};

/**
 * The span's most viewed pages, the content opportunities (over 10 views, under 5% click rate,
 * most viewed first) and the scroll steps reached over all pages, in one pass over the rollup.
 */
export async function pageStats(snapshot: RollupSnapshot, span: HourSpan): Promise<PageStats> {
  const rows = await queryRows<Row>(
    snapshot.tx,
    "analytics.page-stats",
    sql`
      with p as (
        select page, sum(views) as views, sum(clicks) as clicks, sum(scroll_25) as s25, sum(scroll_50) as s50,
          sum(scroll_75) as s75, sum(scroll_100) as s100
        from ${spanRows(snapshot, PAGES, span)} r group by page
      )
      select * from (select 'top' as kind, * from p where page <> ${OTHER_PAGES} order by views desc, page limit ${TOP_PAGES}) t
      union all
      select * from (
        select 'opportunity' as kind, * from p
        where page <> ${OTHER_PAGES} and views > ${OPPORTUNITY_MIN_VIEWS} and clicks * 100 < ${OPPORTUNITY_MAX_CLICK_RATE} * views
        order by views desc, page limit ${OPPORTUNITIES_SHOWN}
      ) o
      union all
      select 'total', null, sum(views), sum(clicks), sum(s25), sum(s50), sum(s75), sum(s100) from p`,
  );
  const stat = (r: Row): PageStat => ({
    page: r.page ?? "",
    views: num(r.views),
    clicks: num(r.clicks),
    clickRate: percentOf(num(r.clicks), num(r.views)),
    scroll: { 25: num(r.s25), 50: num(r.s50), 75: num(r.s75), 100: num(r.s100) },
  });
  const total = rows.find((r) => r.kind === "total");
  return {
    top: rows.filter((r) => r.kind === "top").map(stat),
    opportunities: rows.filter((r) => r.kind === "opportunity").map(stat),
    scroll: total ? stat(total).scroll : { 25: 0, 50: 0, 75: 0, 100: 0 },
  };
}
