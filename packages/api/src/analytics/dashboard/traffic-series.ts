import { queryRows, sql } from "@eb/db";
import { utcDay } from "../rollup/event-facts";
import type { AnalyticsRange } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { EVENT_TYPES, spanRows } from "./span-source";

export type TrafficPoint = { at: string; pageViews: number; clicks: number };

/** Page views and clicks per hour (7 days) or per UTC day (longer ranges), every bucket present. */
export async function trafficSeries(snapshot: RollupSnapshot, range: AnalyticsRange): Promise<TrafficPoint[]> {
  const hourly = range.chartGrain === "hour";
  const bucket = hourly ? sql`r.bucket` : utcDay(sql`r.bucket`);
  const step = hourly ? sql`interval '1 hour'` : sql`interval '1 day'`;
  const first = hourly ? sql`${range.fromHour.toISOString()}::timestamptz` : utcDay(sql`${range.fromHour.toISOString()}::timestamptz`);
  const rows = await queryRows<{ at: string | Date; page_views: unknown; clicks: unknown }>(
    snapshot.tx,
    "analytics.traffic-series",
    sql`
      with counted as (
        select ${bucket} as at,
          sum(r.n) filter (where r.event_type = 'page_view') as page_views,
          sum(r.n) filter (where r.event_type = 'bookmaker_click') as clicks
        from ${spanRows(snapshot, EVENT_TYPES, range, { hourly })} r
        where r.event_type in ('page_view', 'bookmaker_click')
        group by 1
      )
      select s.at, coalesce(c.page_views, 0) as page_views, coalesce(c.clicks, 0) as clicks
      from generate_series(${first}, ${range.toHour.toISOString()}::timestamptz, ${step}) as s(at)
      left join counted c on c.at = s.at
      order by s.at`,
  );
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), pageViews: num(r.page_views), clicks: num(r.clicks) }));
}
