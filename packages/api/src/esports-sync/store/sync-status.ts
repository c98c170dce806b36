import type { Db, Game, SyncKind } from "@eb/db";
import { syncStatus } from "@eb/db/schema";
import { announceSyncChange } from "../../jobs";

export type SyncState = "syncing" | "success" | "error";

/**
 * One row per game and kind. `last_sync_at` moves only on success, so the admin screen shows
 * when data was last good; an error keeps its message ('Unknown error' when there is none). `rows_changed` is what the last success
 * inserted or updated.
 */
export async function setSyncStatus(
  db: Db,
  game: Game,
  kind: SyncKind,
  status: SyncState,
  now: Date,
  detail: { error?: string; rowsChanged?: number } = {},
): Promise<void> {
  const values = {
    status,
    error: status === "error" ? detail.error || "Unknown error" : null,
    updatedAt: now,
    ...(status === "success" ? { lastSyncAt: now, rowsChanged: detail.rowsChanged ?? 0 } : {}),
  };
  await db
    .insert(syncStatus)
    .values({ game, kind, ...values })
    .onConflictDoUpdate({ target: [syncStatus.game, syncStatus.kind], set: values });
  // The back office's status grid updates live on every instance.
  await announceSyncChange(db, "status");
}
