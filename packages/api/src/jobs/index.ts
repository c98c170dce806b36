// jobs/: work that outlives a request, run by one instance at a time. It imports no domain:
// domains hand it their periodic jobs, their retention and their operation handlers through the
// root background-jobs.ts and daily-cleanup.ts.

export type { Job } from "./job";
export { JobScheduler } from "./scheduler";
export { createLeaderLock } from "./leader-lock";
export { runOperationQueue, type OperationHandler } from "./operation-runner";
export { hasOperationToHandle, latestOperation, requestOperation, type OperationRow } from "./operation-store";
export { announceSyncChange, parseSyncChange, SYNC_CHANNEL, type SyncChange } from "./sync-changes";
export { pruneFinishedOperations } from "./operation-retention";
