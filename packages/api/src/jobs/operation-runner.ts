import type { Db } from "@eb/db";
import type { SyncOperationKind } from "@eb/db/schema";
import type { TaskLog } from "../platform";
import { claimQueuedOperation, failAbandonedOperations, finishOperation, saveProgress, type OperationRow } from "./operation-store";

/**
 * Does the work of one queued operation: may store progress as it goes (the screen shows it
 * live), and returns the result stored on the row when it is done. Throwing fails the operation.
 */
export type OperationHandler = (op: OperationRow, saveProgress: (progress: object) => Promise<void>) => Promise<object>;

export type OperationQueueDeps = {
  db: Db;
  log: Pick<TaskLog, "info" | "error">;
  now: () => Date;
  /** Aborted on shutdown: no further operation starts. */
  signal?: AbortSignal | undefined;
  /** One handler per kind, given by the domains that do the work (see background-jobs.ts). */
  handlers: Record<SyncOperationKind, OperationHandler>;
  /** The message stored on a failed operation, from what its handler threw. */
  failureMessage: (err: unknown) => string;
};

/**
 * Runs every queued manual operation, oldest first. Called only by the instance holding the
 * leader lock (the scheduler's tick), so one full sync runs at a time across all instances.
 */
export async function runOperationQueue(deps: OperationQueueDeps, instanceId: string): Promise<number> {
  await failAbandonedOperations(deps.db, instanceId, deps.now());
  let ran = 0;
  while (!deps.signal?.aborted) {
    const op = await claimQueuedOperation(deps.db, instanceId, deps.now());
    if (!op) break;
    deps.log.info({ operation: op.id, kind: op.kind }, "manual operation started");
    try {
      const result = await deps.handlers[op.kind](op, (progress) => saveProgress(deps.db, op.id, progress));
      await finishOperation(deps.db, op.id, { status: "done", result }, deps.now());
    } catch (err) {
      deps.log.error({ err, operation: op.id }, "manual operation failed");
      await finishOperation(deps.db, op.id, { status: "failed", error: deps.failureMessage(err) }, deps.now());
    }
    ran++;
  }
  return ran;
}
