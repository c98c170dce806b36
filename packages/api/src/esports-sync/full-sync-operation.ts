import { callsLeftThisHour, DEFAULT_LIMITS } from "../platform";
import type { OperationHandler } from "../jobs";
import { pageWritten, sourceFinished, sourceStarted, startedProgress, type FullSyncProgress } from "./full-sync-progress";
import { fullSyncPlan, runFullSync } from "./service";
import type { SyncDeps } from "./sync-source";

/**
 * The "full sync" manual operation (queued from the Manual Data Operations screen, run by jobs/):
 * every source in turn, its progress stored after each page and source, with the provider calls
 * the hourly plan still allows.
 */
export function fullSyncOperation(deps: SyncDeps): OperationHandler {
  return async (_op, saveProgress) => {
    const { db, now } = deps;
    const perHour = deps.limits?.perHour ?? DEFAULT_LIMITS.perHour;
    let progress: FullSyncProgress = startedProgress(fullSyncPlan().length, await callsLeftThisHour(db, now(), perHour));
    const save = async (next: FullSyncProgress) => {
      progress = next;
      await saveProgress(next);
    };
    await save(progress);
    const result = await runFullSync(
      { ...deps, onBatch: async ({ written }) => save(pageWritten(progress, written, await callsLeftThisHour(db, now(), perHour))) },
      {
        onSourceStart: (game, kind) => save(sourceStarted(progress, game, kind)),
        onSourceDone: (r) => save(sourceFinished(progress, r)),
      },
    );
    const ok = result.results.filter((r) => r.success).length;
    return { success: result.success, ok, total: progress.sourcesTotal, message: result.message };
  };
}
