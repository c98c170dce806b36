import type { Db } from "@eb/db";
import { analyticsEvents } from "@eb/db/schema";
import type { Beacon } from "./event-schema";
import { reduceUserAgent } from "./user-agent";

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/**
 * Rows for one accepted beacon. The user agent is reduced to browser and major version, the IP
 * address is never part of the row (ip_address stays null), and created_at is the server's time.
 */
export function beaconToRows(beacon: Beacon, userAgent: string | null | undefined, now: Date): AnalyticsEventRow[] {
  const browser = reduceUserAgent(userAgent);
  return beacon.events.map((e) => ({
    eventType: e.type,
    eventData: { ...e.data, ...(browser ? { user_agent: browser } : {}) },
    sessionId: beacon.sessionId,
    pageUrl: e.pageUrl,
    referrer: e.referrer ?? null,
    userAgent: browser,
    ipAddress: null,
    userId: null,
    createdAt: now,
  }));
}

/** Batch insert used by the events writer. */
export async function insertAnalyticsEvents(db: Db, rows: AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values(rows);
}
