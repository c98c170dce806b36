import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { rateLimitCounters } from "@eb/db/schema";

export type Limit = { limit: number; windowMs: number };
export type LimitResult = { allowed: boolean; count: number };

/**
 * Counts one hit for `key` and says whether it is within the limit. Counters live in the database
 * (shared by every server instance); the upsert increments atomically, so parallel requests cannot
 * all slip under the limit. The previous window is weighted by how much of it still overlaps the
 * sliding window, so a burst at a window boundary is not let through twice.
 */
export async function hitRateLimit(db: Db, key: string, rule: Limit, now: Date): Promise<LimitResult> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const [prev] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(start - rule.windowMs))));
  const overlap = 1 - (now.getTime() - start) / rule.windowMs;
  const count = (row?.count ?? 1) + Math.ceil((prev?.count ?? 0) * overlap);
  return { allowed: count <= rule.limit, count };
}

/** Forgets a key (e.g. the email counter after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Drops windows older than a day; every limit here is far shorter. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 86_400_000)));
}
