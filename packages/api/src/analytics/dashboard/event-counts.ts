import { queryRows, sql } from "@eb/db";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { EVENT_TYPES, spanRows } from "./span-source";

export type EventCounts = { pageViews: number; bookmakerClicks: number };

/** Page views and consented bookmaker clicks of a span. */
export async function eventCounts(snapshot: RollupSnapshot, span: HourSpan): Promise<EventCounts> {
  const [row] = await queryRows<{ page_views: unknown; clicks: unknown }>(
    snapshot.tx,
    "analytics.event-counts",
    sql`
      select coalesce(sum(n) filter (where event_type = 'page_view'), 0) as page_views,
             coalesce(sum(n) filter (where event_type = 'bookmaker_click'), 0) as clicks
      from ${spanRows(snapshot, EVENT_TYPES, span)} r`,
  );
  return { pageViews: num(row?.page_views), bookmakerClicks: num(row?.clicks) };
}
