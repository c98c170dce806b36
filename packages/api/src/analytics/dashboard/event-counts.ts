import { sql } from "@eb/db";
import { rowsOf } from "../../testing/rows";
import type { HourSpan } from "./ranges";
import type { RollupSnapshot } from "./snapshot";
import { num } from "./span-filter";
import { EVENT_TYPES, spanRows } from "./span-source";

export type EventCounts = { pageViews: number; bookmakerClicks: number };

/** Page views and consented bookmaker clicks of a span. */
export async function eventCounts(snapshot: RollupSnapshot, span: HourSpan): Promise<EventCounts> {
  const [row] = rowsOf<{ page_views: unknown; clicks: unknown }>(
    await snapshot.tx.execute(sql`
      select coalesce(sum(n) filter (where event_type = 'page_view'), 0) as page_views,
             coalesce(sum(n) filter (where event_type = 'bookmaker_click'), 0) as clicks
      from ${spanRows(snapshot, EVENT_TYPES, span)} r`),
  );
  return { pageViews: num(row?.page_views), bookmakerClicks: num(row?.clicks) };
}
