import { and, eq, gte, sql, type Db } from "@eb/db";
import { rateLimitCounters } from "@eb/db/schema";
import { MINUTE_MS, type DbOrTx } from "../platform";

/**
 * Events from bots and headless browsers are left out of analytics on purpose (bot-filter.ts): not
 * one row is written for them. Only how many were left out is kept, so the Real-Time panel can say
 * why a tester's headless visit does not show. The count lives in the shared fixed-window counters
 * (rate_limit_counters, one row per window, windows past a day pruned with the others), so a bot
 * flood adds at most one row per window, and every instance adds to the same total.
 */
export const BOT_EVENTS_KEY = "analytics:bot-events";
export const BOT_WINDOW_MS = 5 * MINUTE_MS;
/** A beacon holds at most 25 events (event-schema.ts); an unreadable one counts as one. */
const MAX_EVENTS_PER_BEACON = 25;

/** How many events a refused beacon carried, read without trusting it. */
export function eventsInBeacon(body: unknown): number {
  const events = (body as { events?: unknown } | null)?.events;
  return Array.isArray(events) && events.length > 0 ? Math.min(events.length, MAX_EVENTS_PER_BEACON) : 1;
}

const windowStart = (at: Date) => new Date(Math.floor(at.getTime() / BOT_WINDOW_MS) * BOT_WINDOW_MS);

/** Adds `count` left-out events to the window of `now` (one upsert for a whole batch of beacons). */
export async function addBotEvents(db: DbOrTx, count: number, now: Date): Promise<void> {
  if (count <= 0) return;
  await db
    .insert(rateLimitCounters)
    .values({ key: BOT_EVENTS_KEY, windowStart: windowStart(now), count })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + ${count}` } });
}

/** Events left out as bots in the windows from `since`'s on (so up to one window more than asked). */
export async function botEventsSince(db: Db | DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | number | null>`sum(${rateLimitCounters.count})` })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, BOT_EVENTS_KEY), gte(rateLimitCounters.windowStart, windowStart(since))));
  return Number(row?.n ?? 0);
}
