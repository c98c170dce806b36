import type { Db } from "@eb/db";
import { syncBreakers, syncJobRuns, syncStatus } from "@eb/db/schema";
import { callsLeftThisHour, DEFAULT_LIMITS } from "../platform";
import { fullSyncPlan } from "../esports-sync";
import { latestOperation, type OperationRow } from "../jobs";
import { buildStatusGrid, type BreakerRecord, type StatusGridRow } from "./status-grid";

export type OperationsSnapshot = {
  at: string;
  fullSync: OperationRow | null;
  cleanup: OperationRow | null;
  grid: StatusGridRow[];
  callsLeftThisHour: number;
  hourlyLimit: number;
  /** Whether this deployment runs the periodic sync jobs (SYNC_JOBS). */
  scheduled: boolean;
};

const breakerReason = (r: string | null) => (r === "rate_limit" || r === "failures" ? r : null);

/** Everything the Manual Data Operations block and the status grid show, read in one go. */
export async function operationsSnapshot(db: Db, now: Date, scheduled: boolean): Promise<OperationsSnapshot> {
  const [statuses, breakers, jobRuns, fullSync, cleanup, callsLeft] = await Promise.all([
    db.select().from(syncStatus),
    db.select().from(syncBreakers),
    db.select({ job: syncJobRuns.job, lastStartedAt: syncJobRuns.lastStartedAt }).from(syncJobRuns),
    latestOperation(db, "full_sync"),
    latestOperation(db, "cleanup"),
    callsLeftThisHour(db, now),
  ]);
  const breakerRecords: BreakerRecord[] = breakers.map((b) => ({
    key: b.key,
    state: { failures: b.failures, openedAt: b.openedAt, reason: breakerReason(b.reason) },
    lastError: b.lastError,
  }));
  return {
    at: now.toISOString(),
    fullSync,
    cleanup,
    grid: buildStatusGrid(fullSyncPlan(), { statuses, breakers: breakerRecords, jobRuns }, now, scheduled),
    callsLeftThisHour: callsLeft,
    hourlyLimit: DEFAULT_LIMITS.perHour,
    scheduled,
  };
}
