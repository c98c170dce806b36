import { queryRows, sql } from "@eb/db";
import { utcDay } from "../rollup/event-facts";
import type { DailyValue } from "./forecast";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { EVENT_TYPES, spanRows } from "./span-source";
import { HOUR_MS, DAY_MS } from "../../platform";

/** Complete days a forecast is made from: 4 weeks to average plus 4 weeks to score it on. */
export const HISTORY_DAYS = 56;

export type DailyHistory = { pageViews: DailyValue[]; clicks: DailyValue[] };

/** Page views and clicks of each of the last complete UTC days before `now`, oldest first, zeros included. */
export async function dailyHistory(snapshot: RollupSnapshot, now: Date): Promise<DailyHistory> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const span = { fromHour: new Date(today - HISTORY_DAYS * DAY_MS), toHour: new Date(today - HOUR_MS) };
  const rows = await queryRows<{ day: string | Date; page_views: unknown; clicks: unknown }>(
    snapshot.tx,
    "analytics.daily-history",
    sql`
      select ${utcDay(sql`r.bucket`)} as day,
        sum(r.n) filter (where r.event_type = 'page_view') as page_views,
        sum(r.n) filter (where r.event_type = 'bookmaker_click') as clicks
      from ${spanRows(snapshot, EVENT_TYPES, span)} r where r.event_type in ('page_view', 'bookmaker_click') group by 1`,
  );
  const byDay = new Map(rows.map((r) => [new Date(r.day).toISOString().slice(0, 10), r]));
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => new Date(span.fromHour.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  return {
    pageViews: days.map((day) => ({ day, value: num(byDay.get(day)?.page_views) })),
    clicks: days.map((day) => ({ day, value: num(byDay.get(day)?.clicks) })),
  };
}
