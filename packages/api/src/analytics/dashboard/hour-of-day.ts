import { queryRows, sql } from "@eb/db";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { EVENT_TYPES, spanRows } from "./span-source";

/** Page views per UTC hour of the day (index 0 to 23) over a span, from the hourly rollup. */
export async function pageViewsByHourOfDay(snapshot: RollupSnapshot, span: HourSpan): Promise<number[]> {
  const rows = await queryRows<{ hour: unknown; views: unknown }>(
    snapshot.tx,
    "analytics.hour-of-day",
    sql`
      select extract(hour from r.bucket at time zone 'UTC') as hour, sum(r.n) as views
      from ${spanRows(snapshot, EVENT_TYPES, span, { hourly: true })} r
      where r.event_type = 'page_view'
      group by 1`,
  );
  const byHour = Array.from({ length: 24 }, () => 0);
  for (const r of rows) byHour[num(r.hour)] = num(r.views);
  return byHour;
}
