import type { Db, Game, SyncKind } from "@eb/db";
import { syncStatus } from "@eb/db/schema";

export type SyncState = "syncing" | "success" | "error";

/**
 * One row per game and kind. `last_sync_at` moves only on success, so the admin screen shows
 * when data was last good; an error keeps its message ('Unknown error' when there is none).
 */
export async function setSyncStatus(db: Db, game: Game, kind: SyncKind, status: SyncState, now: Date, error?: string): Promise<void> {
  const values = {
    status,
    error: status === "error" ? error || "Unknown error" : null,
    updatedAt: now,
    ...(status === "success" ? { lastSyncAt: now } : {}),
  };
  await db
    .insert(syncStatus)
    .values({ game, kind, ...values })
    .onConflictDoUpdate({ target: [syncStatus.game, syncStatus.kind], set: values });
}
