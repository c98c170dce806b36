// esports-sync/: the esports data from the provider (PandaScore, or the demo world): fetch, map,
// write, with its breaker and its schedule. Its periodic jobs and its retention are handed to
// jobs/ by the root background-jobs.ts and daily-cleanup.ts.

export { createProvider, type SyncConfig } from "./create-provider";
export { DemoProvider } from "./demo/demo-provider";
export { PandaScoreProvider } from "./pandascore/provider";
export { DEFAULT_BASE_URL } from "./pandascore/client";
export { errorMessage } from "./pandascore/errors";
export { fullSyncPlan, refreshGameKind, runFullSync, summarize, type FullSyncOptions, type FullSyncResult } from "./service";
export { syncSource, type SyncDeps } from "./sync-source";
export { scheduleOf, syncJobs } from "./sync-jobs";
export { fullSyncOperation } from "./full-sync-operation";
export type { FullSyncProgress, SourceOutcome } from "./full-sync-progress";
export { ESPORTS_RETENTION_DAYS, pruneEsportsData } from "./esports-retention";
export { checkBreaker, COOLING_DOWN_MESSAGE, type BreakerState } from "./limits/breaker-rules";
export type { SourceResult, SyncLog, SyncProvider } from "./types";
