import { sql, type Db } from "@eb/db";
import { analyticsEvents } from "@eb/db/schema";
import { EXPOSURE_EVENT, type Beacon } from "./event-schema";
import { INGEST_BARRIER_KEY } from "./rollup/barrier";
import { deviceClass, reduceUserAgent } from "../platform";

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/**
 * Rows for one accepted beacon. The user agent is reduced to browser and major version, the IP
 * address is never part of the row (ip_address stays null), and created_at is the server's time.
 * `country` is the ISO 3166-1 country the server placed the sender in (null: unknown), never
 * anything the beacon says.
 */
export function beaconToRows(beacon: Beacon, userAgent: string | null | undefined, now: Date, country: string | null = null): AnalyticsEventRow[] {
  const browser = reduceUserAgent(userAgent);
  const device = deviceClass(userAgent);
  return beacon.events
    .filter((e) => e.type !== EXPOSURE_EVENT)
    .map((e) => ({
      eventType: e.type,
      eventData: { ...e.data, ...(browser ? { user_agent: browser } : {}), device },
      sessionId: beacon.sessionId,
      pageUrl: e.pageUrl,
      referrer: e.referrer ?? null,
      userAgent: browser,
      ipAddress: null,
      userId: null,
      country,
      createdAt: now,
    }));
}

/**
 * Batch insert used by the events writer: one array parameter per column (unnest), so large batches
 * stay cheap. It holds the ingest barrier (shared) while it inserts, so the rollup job can tell
 * which ids are final (see rollup/barrier.ts).
 */
export async function insertAnalyticsEvents(db: Db, rows: AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = (pick: (r: AnalyticsEventRow) => unknown) => sql.param(rows.map(pick));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${INGEST_BARRIER_KEY.events})`);
    await tx.execute(sql`
    insert into ${analyticsEvents} (event_type, event_data, session_id, page_url, referrer, user_agent, ip_address, user_id, country, created_at)
    select t.event_type, t.event_data::jsonb, t.session_id, t.page_url, t.referrer, t.user_agent, null, t.user_id, t.country, t.created_at
    from unnest(
      ${col((r) => r.eventType)}::text[], ${col((r) => JSON.stringify(r.eventData ?? {}))}::text[], ${col((r) => r.sessionId ?? null)}::text[],
      ${col((r) => r.pageUrl ?? null)}::text[], ${col((r) => r.referrer ?? null)}::text[], ${col((r) => r.userAgent ?? null)}::text[],
      ${col((r) => r.userId ?? null)}::text[], ${col((r) => r.country ?? null)}::text[], ${col((r) => (r.createdAt ?? new Date()).toISOString())}::timestamptz[]
    ) as t(event_type, event_data, session_id, page_url, referrer, user_agent, user_id, country, created_at)`);
  });
}
