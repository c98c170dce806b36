import { expect, vi } from "vitest";
import type { DbHandle } from "@eb/db";

/**
 * Runs saves that race for one row and settles them. On PostgreSQL another transaction holds the
 * row (`lockRow`, a `select … for update`) until every save waits for it, so none has read the row
 * before another could write it; PGlite runs one transaction at a time, so there they just queue.
 */
export async function raceForRow<T>(handle: DbHandle, lockRow: string, params: unknown[], saves: () => Promise<T>[]) {
  const holder = handle.pool ? await handle.pool.connect() : null;
  await holder?.query("begin");
  await holder?.query(lockRow, params);
  const racing = saves();
  const pending = Promise.allSettled(racing);
  if (holder) {
    const waiting = "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'";
    try {
      // Asked outside the holder's transaction, which would keep seeing its first snapshot of the view.
      await vi.waitFor(async () => expect((await handle.pool!.query<{ n: number }>(waiting)).rows[0]!.n).toBe(racing.length), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await holder.query("commit");
      holder.release();
    }
  }
  const settled = await pending;
  return {
    saved: settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])),
    refused: settled.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : [])),
  };
}
