import { sql, type Db } from "@eb/db";
import { rowsOf } from "../testing/rows";
import { CLICK_PERIOD_HOURS, evaluateAlerts, TRAFFIC_SPIKE_WINDOW_HOURS, type AlertInputs, type SmartAlert } from "./alert-rules";
import { HOUR_MS } from "./dashboard/ranges";
import { num } from "./dashboard/span-filter";
import { recentEventsWindow } from "./recent-window";

export type SmartAlerts = { at: string; counts: AlertInputs; alerts: SmartAlert[] };

/** Smart Alerts: the last 2 and 48 hours counted exactly from raw rows (one id range scan), then the rules. */
export async function smartAlerts(db: Db, now: Date): Promise<SmartAlerts> {
  const ago = (hours: number) => sql`${new Date(now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz`;
  const [row] = rowsOf<{ page_views: unknown; clicks: unknown; previous_clicks: unknown; sessions: unknown }>(
    await db.execute(sql`
      select count(*) filter (where e.event_type = 'page_view' and e.created_at > ${ago(TRAFFIC_SPIKE_WINDOW_HOURS)}) as page_views,
        count(*) filter (where e.event_type = 'bookmaker_click' and e.created_at > ${ago(CLICK_PERIOD_HOURS)}) as clicks,
        count(*) filter (where e.event_type = 'bookmaker_click' and e.created_at <= ${ago(CLICK_PERIOD_HOURS)}) as previous_clicks,
        count(distinct e.session_id) filter (where e.created_at > ${ago(CLICK_PERIOD_HOURS)}) as sessions
      from analytics_events e
      where ${recentEventsWindow(new Date(now.getTime() - 2 * CLICK_PERIOD_HOURS * HOUR_MS), now, "e")}`),
  );
  const counts: AlertInputs = {
    pageViewsLast2h: num(row?.page_views),
    clicks: num(row?.clicks),
    previousClicks: num(row?.previous_clicks),
    sessions: num(row?.sessions),
  };
  return { at: now.toISOString(), counts, alerts: evaluateAlerts(counts) };
}
