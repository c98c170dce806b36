import type { DbHandle } from "@eb/db";

/** The part of a pg PoolClient used here (pg is a dependency of @eb/db, not of this package). */
type PoolClient = {
  query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }>;
  release(err?: Error | boolean): void;
  on(event: "error", listener: (err: Error) => void): unknown;
};

/** Arbitrary constant naming the "sync jobs" advisory lock. */
export const SYNC_LOCK_KEY = 716_204_119;

export interface LeaderLock {
  /** True when this instance holds (or has just taken) the lock. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Only one server instance runs the sync jobs. On PostgreSQL the leader keeps one pooled
 * connection out of the pool, holding a session advisory lock; if the process dies the
 * connection closes and another instance takes over on its next try. PGlite is embedded in
 * a single process, so that instance is always the leader.
 */
export function createLeaderLock(handle: DbHandle, key = SYNC_LOCK_KEY): LeaderLock {
  if (handle.driver !== "pg" || !handle.pool) return { tryAcquire: async () => true, release: async () => undefined };
  const pool = handle.pool;
  let client: PoolClient | null = null;
  const drop = (err?: Error) => {
    const c = client;
    client = null;
    c?.release(err ?? true);
  };
  return {
    async tryAcquire() {
      if (client) return true;
      const candidate = (await pool.connect()) as unknown as PoolClient;
      try {
        const { rows } = await candidate.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [key]);
        if (!rows[0]?.ok) {
          candidate.release();
          return false;
        }
      } catch (err) {
        candidate.release(err as Error);
        throw err;
      }
      client = candidate;
      candidate.on("error", (err) => drop(err));
      return true;
    },
    async release() {
      if (!client) return;
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => undefined);
      drop();
    },
  };
}
