import { queryRows, sql } from "@eb/db";
import type { DbOrTx } from "../../platform";

/** Spec 9: Recent Events lists the 5 latest. */
export const RECENT_EVENTS = 5;

export type RecentEvent = { id: number; type: string; bookmaker: string | null; at: string };

/** The latest visitor events (never security or audit ones), newest first, by id (the primary key's order). */
export async function recentEvents(tx: DbOrTx): Promise<RecentEvent[]> {
  const rows = await queryRows<{ id: unknown; event_type: string; bookmaker: string | null; created_at: string | Date }>(
    tx,
    "analytics.recent-events",
    sql`
      select id, event_type, left(event_data->>'bookmaker', 100) as bookmaker, created_at from analytics_events
      where event_type not like 'security\\_%' and event_type not like 'audit\\_%'
      order by id desc limit ${RECENT_EVENTS}`,
  );
  return rows.map((r) => ({ id: Number(r.id), type: r.event_type, bookmaker: r.bookmaker, at: new Date(r.created_at).toISOString() }));
}
