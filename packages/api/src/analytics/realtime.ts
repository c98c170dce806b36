import { queryRows, sql, type Db } from "@eb/db";
import { botEventsSince } from "./bot-events";
import { recentEventsWindow } from "./recent-window";
import { HOUR_MS } from "../platform";

/** Spec: the real-time window is one hour. */
export const REALTIME_WINDOW_MS = HOUR_MS;
/** How many of the latest events the panel lists. */
export const REALTIME_LATEST = 10;

export type RealtimeSnapshot = {
  at: string;
  pageViews: number;
  bookmakerClicks: number;
  activeSessions: number;
  /** Events from bots and headless browsers left out of analytics in about the last hour (by 5-minute windows). */
  botEvents: number;
  latest: { id: number; type: string; page: string | null; bookmaker: string | null; at: string }[];
};

type Totals = { page_views: number | string; clicks: number | string; sessions: number | string };
type Latest = { id: number | string; event_type: string; page_url: string | null; bookmaker: string | null; created_at: string | Date };

/** The last hour, aggregated in SQL over its id range (see recent-window), and its latest events. */
export async function realtimeSnapshot(db: Db, now: Date): Promise<RealtimeSnapshot> {
  const until = now.toISOString();
  const window = recentEventsWindow(new Date(now.getTime() - REALTIME_WINDOW_MS), now);
  const [totals] = await queryRows<Totals>(
    db,
    "analytics.realtime-totals",
    sql`
      select count(*) filter (where event_type = 'page_view') as page_views,
             count(*) filter (where event_type = 'bookmaker_click') as clicks,
             count(distinct session_id) as sessions
      from analytics_events where ${window}`,
  );
  const latest = await queryRows<Latest>(
    db,
    "analytics.realtime-latest",
    sql`
      select id, event_type, page_url, event_data->>'bookmaker' as bookmaker, created_at
      from analytics_events where ${window} and event_type not like 'security\\_%' and event_type not like 'audit\\_%'
      order by id desc limit ${REALTIME_LATEST}`,
  );
  const botEvents = await botEventsSince(db, new Date(now.getTime() - REALTIME_WINDOW_MS));
  return {
    at: until,
    pageViews: Number(totals?.page_views ?? 0),
    bookmakerClicks: Number(totals?.clicks ?? 0),
    activeSessions: Number(totals?.sessions ?? 0),
    botEvents,
    latest: latest.map((r) => ({ id: Number(r.id), type: r.event_type, page: r.page_url, bookmaker: r.bookmaker, at: new Date(r.created_at).toISOString() })),
  };
}
