import { sql, type SQL } from "@eb/db";
import { utcHour } from "./rollup/event-facts";

/**
 * The events created in (since, until], read as an id range on the primary key. Every rolled-up
 * event of an hour has an id within that hour's span in analytics_event_hours, and every event not
 * yet rolled up is above the watermark; so the smallest id either allows bounds the window exactly,
 * whatever the table's physical order once retention has freed old pages for new rows.
 */
export function recentEventsWindow(since: Date, until: Date, alias = "analytics_events"): SQL {
  const a = sql.identifier(alias);
  const from = sql`${since.toISOString()}::timestamptz`;
  return sql`${a}.id >= least(
      (select min(min_id) from analytics_event_hours where hour >= ${utcHour(from)}),
      coalesce((select watermark from analytics_rollup_state where stream = 'events'), 0) + 1)
    and ${a}.created_at > ${from} and ${a}.created_at <= ${until.toISOString()}::timestamptz`;
}
