// esports-sync/: the esports data from the provider (PandaScore, or the demo world): fetch, map,
// write, with its breaker and its schedule. Its periodic jobs and its retention are handed to
// jobs/ by the root background-jobs.ts and daily-cleanup.ts.

export { createProvider, type SyncConfig } from "./create-provider";
export { esportsProviderName, type EsportsProviderName } from "./no-provider";
export { errorMessage } from "./pandascore/errors";
export { fullSyncPlan, runFullSync } from "./service";
export type { SyncDeps } from "./sync-source";
export { scheduleOf, syncJobs } from "./sync-jobs";
export { liveJobs } from "./live/live-jobs";
export { LIVE_KINDS, liveCallLimits, livePollEveryMs } from "./live/live-budget";
export { fullSyncOperation } from "./full-sync-operation";
export { ARCHIVE_RETENTION_DAYS, ESPORTS_RETENTION_DAYS, pruneEsportsData } from "./esports-retention";
export { checkBreaker, type BreakerState } from "../platform";
export type { SyncLog, SyncProvider } from "./types";
