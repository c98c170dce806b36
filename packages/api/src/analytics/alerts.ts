import { queryRows, sql, type Db } from "@eb/db";
import { CLICK_PERIOD_HOURS, evaluateAlerts, TRAFFIC_SPIKE_WINDOW_HOURS, type AlertInputs, type SmartAlert } from "./alert-rules";
import { num } from "./dashboard/span-filter";
import { recentEventsWindow } from "./recent-window";
import { HOUR_MS } from "../platform";

export type SmartAlerts = { at: string; counts: AlertInputs; alerts: SmartAlert[] };

/** Smart Alerts: the last 2 and 48 hours counted exactly from raw rows (one id range scan), then the rules. */
export async function smartAlerts(db: Db, now: Date): Promise<SmartAlerts> {
  const ago = (hours: number) => sql`${new Date(now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz`;
  const [row] = await queryRows<{ page_views: unknown; clicks: unknown; previous_clicks: unknown; sessions: unknown }>(
    db,
    "analytics.alert-figures",
    sql`
      select count(*) filter (where e.event_type = 'page_view' and e.created_at > ${ago(TRAFFIC_SPIKE_WINDOW_HOURS)}) as page_views,
        count(*) filter (where e.event_type = 'bookmaker_click' and e.created_at > ${ago(CLICK_PERIOD_HOURS)}) as clicks,
        count(*) filter (where e.event_type = 'bookmaker_click' and e.created_at <= ${ago(CLICK_PERIOD_HOURS)}) as previous_clicks,
        count(distinct e.session_id) filter (where e.created_at > ${ago(CLICK_PERIOD_HOURS)}) as sessions
      from analytics_events e
      where ${recentEventsWindow(new Date(now.getTime() - 2 * CLICK_PERIOD_HOURS * HOUR_MS), now, "e")}`,
  );
  const counts: AlertInputs = {
    pageViewsLast2h: num(row?.page_views),
    clicks: num(row?.clicks),
    previousClicks: num(row?.previous_clicks),
    sessions: num(row?.sessions),
  };
  return { at: now.toISOString(), counts, alerts: evaluateAlerts(counts) };
}
