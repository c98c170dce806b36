import { callsLeftThisHour, DEFAULT_LIMITS } from "../platform";
import { errorMessage } from "../esports-sync/pandascore/errors";
import { fullSyncPlan, runCleanup, runFullSync } from "../esports-sync/service";
import type { SyncDeps } from "../esports-sync/sync-source";
import { pageWritten, sourceFinished, sourceStarted, startedProgress, type FullSyncProgress } from "../esports-sync/full-sync-progress";
import { claimQueuedOperation, failAbandonedOperations, finishOperation, saveProgress, type OperationRow } from "./operation-store";

async function runFullSyncOperation(deps: SyncDeps, op: OperationRow): Promise<void> {
  const { db, now } = deps;
  const perHour = deps.limits?.perHour ?? DEFAULT_LIMITS.perHour;
  let progress: FullSyncProgress = startedProgress(fullSyncPlan().length, await callsLeftThisHour(db, now(), perHour));
  const save = async (next: FullSyncProgress) => {
    progress = next;
    await saveProgress(db, op.id, next);
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
  await finishOperation(db, op.id, { status: "done", result: { success: result.success, ok, total: progress.sourcesTotal, message: result.message } }, now());
}

async function runCleanupOperation(deps: SyncDeps, op: OperationRow): Promise<void> {
  const result = await runCleanup(deps);
  await finishOperation(deps.db, op.id, { status: "done", result }, deps.now());
}

/**
 * Runs every queued manual operation, oldest first. Called only by the instance holding the sync
 * lock (the scheduler's tick), so one full sync runs at a time across all instances.
 */
export async function runQueuedOperations(deps: SyncDeps, instanceId: string): Promise<number> {
  await failAbandonedOperations(deps.db, instanceId, deps.now());
  let ran = 0;
  while (!deps.signal?.aborted) {
    const op = await claimQueuedOperation(deps.db, instanceId, deps.now());
    if (!op) break;
    deps.log.info({ operation: op.id, kind: op.kind }, "manual operation started");
    try {
      await (op.kind === "cleanup" ? runCleanupOperation(deps, op) : runFullSyncOperation(deps, op));
    } catch (err) {
      deps.log.error({ err, operation: op.id }, "manual operation failed");
      await finishOperation(deps.db, op.id, { status: "failed", error: errorMessage(err) }, deps.now());
    }
    ran++;
  }
  return ran;
}
