import { sql } from "drizzle-orm";
import type { DbOrTx } from "../platform";

/** The PostgreSQL channel every server instance listens on for sync activity. */
export const SYNC_CHANNEL = "eb_sync_changed";

/**
 * What happened: an admin asked for an operation (the instance holding the sync lock should look
 * for it now), a running operation moved on, or a game-and-kind status changed.
 */
export type SyncChange = "requested" | "progress" | "status";

const CHANGES: readonly string[] = ["requested", "progress", "status"] satisfies SyncChange[];

/** A payload as a change; anything unknown counts as "requested", the one that makes the leader look. */
export function parseSyncChange(payload: string): SyncChange {
  return CHANGES.includes(payload) ? (payload as SyncChange) : "requested";
}

/** Tells every instance; inside a transaction it is delivered on commit (never for a rollback). */
export async function announceSyncChange(db: DbOrTx, change: SyncChange): Promise<void> {
  await db.execute(sql`select pg_notify(${SYNC_CHANNEL}, ${change})`);
}
