import type { Db, DbHandle } from "@eb/db";
import { createSettingsPool, type SettingsPool } from "@eb/db/settings-pool";
import { SEARCH_SETTINGS } from "./trigram-settings";

declare module "../platform" {
  interface ApiContext {
    /**
     * Connections that start with the search's settings and run nothing else (searchConnections):
     * each search is then one statement, one round trip. Absent (PGlite, tests), a search sets them
     * in a transaction of its own on `db`.
     */
    searchDb?: Db;
  }
}

/**
 * At most this many searches reach PostgreSQL at once per server instance; more wait for a
 * connection. A search is a few ms of one core's work, so a couple of connections per core keep the
 * database busy without queueing inside it.
 */
export const SEARCH_POOL_SIZE = 6;

/**
 * The search's own small pool on PostgreSQL, its connections started with the trigram threshold and
 * the statement timeout (so no search spends a round trip, or a transaction, setting them), or null
 * on PGlite. The caller closes it after the server stops.
 */
export function searchConnections(handle: DbHandle, onPoolError?: (err: Error) => void): SettingsPool | null {
  return createSettingsPool(handle, { settings: SEARCH_SETTINGS, poolSize: SEARCH_POOL_SIZE, ...(onPoolError ? { onPoolError } : {}) });
}
