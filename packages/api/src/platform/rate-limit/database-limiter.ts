import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { rateLimitCounters } from "@eb/db/schema";
import { DAY_MS } from "../time";

export type Limit = { limit: number; windowMs: number };
export type LimitResult = { allowed: boolean; count: number };

export const windowStartOf = (rule: Limit, now: Date) => Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;

export async function storedCount(db: Db, key: string, windowStart: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStart))));
  return row?.count ?? 0;
}

/**
 * The sliding count: the current window plus the previous window weighted by how much of it
 * still overlaps, so a burst at a window boundary is not let through twice.
 */
async function slidingCount(db: Db, key: string, rule: Limit, now: Date, current: number): Promise<number> {
  const start = windowStartOf(rule, now);
  const previous = await storedCount(db, key, start - rule.windowMs);
  const overlap = 1 - (now.getTime() - start) / rule.windowMs;
  return current + Math.ceil(previous * overlap);
}

/**
 * Counts one hit for `key` and says whether it is within the limit. Counters live in the database
 * (shared by every server instance); the upsert increments atomically, so parallel requests cannot
 * all slip under the limit.
 */
export async function hitRateLimit(db: Db, key: string, rule: Limit, now: Date): Promise<LimitResult> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: new Date(windowStartOf(rule, now)), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = await slidingCount(db, key, rule, now, row?.count ?? 1);
  return { allowed: count <= rule.limit, count };
}

/**
 * Whether one more hit would be allowed, without writing anything: a source that is already over
 * its limit is refused before it can add a row or bump a counter.
 */
export async function peekRateLimit(db: Db, key: string, rule: Limit, now: Date): Promise<LimitResult> {
  const count = await slidingCount(db, key, rule, now, await storedCount(db, key, windowStartOf(rule, now)));
  return { allowed: count < rule.limit, count };
}

/**
 * Takes back one hit counted at `now` (e.g. an attempt that turned out not to be a failure). A window
 * counted back to nothing is dropped (no row counts the same as zero), so parallel attempts refused
 * after racing past the look leave no rows behind.
 */
export async function takeBackHit(db: Db, key: string, rule: Limit, now: Date): Promise<void> {
  const window = and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStartOf(rule, now))));
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(window);
  await db.delete(rateLimitCounters).where(and(window, lte(rateLimitCounters.count, 0)));
}

/** Forgets a key (e.g. the email counter after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Drops windows older than a day; every limit here is far shorter. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - DAY_MS)));
}
