import { sql, type SQL } from "@eb/db";
import type { RollupGrain } from "@eb/db/schema";
import { grainBuckets } from "./grains";

/** Distinct pages kept per UTC day; the day's later newcomers are counted under OTHER_PAGES. */
export const PAGES_PER_DAY = 1000;
/** Never a real page key (those start with "/"). */
export const OTHER_PAGES = "(other pages)";

/**
 * Per page: views, clicks made on it and scroll steps reached, as (grain, bucket, page, views,
 * clicks, scroll_25, scroll_50, scroll_75, scroll_100). A page enters a day's rollup if it is
 * already there, or while the day has room (most viewed first); otherwise it counts as OTHER_PAGES.
 */
export function pageDeltas(facts: SQL, grains: readonly RollupGrain[]): SQL {
  // Counted per hour and page first, so the admission joins work on a few hundred rows, not on every event.
  return sql`
    with per_hour as (
      select f.hour, f.day, f.page,
        count(*) filter (where f.event_type = 'page_view') as views,
        count(*) filter (where f.event_type = 'bookmaker_click') as clicks,
        count(*) filter (where f.percent = '25') as scroll_25,
        count(*) filter (where f.percent = '50') as scroll_50,
        count(*) filter (where f.percent = '75') as scroll_75,
        count(*) filter (where f.percent = '100') as scroll_100
      from ${facts} f where f.event_type in ('page_view', 'bookmaker_click', 'scroll_depth') group by 1, 2, 3
    ),
    fresh_days as (select day, page, sum(views) as views from per_hour group by 1, 2),
    known as (
      select r.bucket as day, r.page from analytics_rollup_pages r
      where r.grain = 'day' and r.bucket in (select distinct day from fresh_days)
    ),
    known_per_day as (select day, count(*) as pages from known group by day),
    newcomers as (
      select d.day, d.page, row_number() over (partition by d.day order by d.views desc, d.page) as rank
      from fresh_days d where not exists (select 1 from known k where k.day = d.day and k.page = d.page)
    ),
    admitted as (
      select day, page from known
      union all
      select n.day, n.page from newcomers n left join known_per_day k on k.day = n.day
      where n.rank <= ${PAGES_PER_DAY} - coalesce(k.pages, 0)
    )
    select g.grain, g.bucket, coalesce(a.page, ${OTHER_PAGES}) as page,
      sum(p.views)::bigint as views, sum(p.clicks)::bigint as clicks, sum(p.scroll_25)::bigint as scroll_25,
      sum(p.scroll_50)::bigint as scroll_50, sum(p.scroll_75)::bigint as scroll_75, sum(p.scroll_100)::bigint as scroll_100
    from per_hour p
    left join admitted a on a.day = p.day and a.page = p.page
    ${grainBuckets(grains, "p")}
    group by 1, 2, 3`;
}
