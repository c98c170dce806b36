import type { DbHandle } from "@eb/db";
import { DemoProvider } from "./esports-sync/demo/demo-provider";
import { PandaScoreProvider } from "./esports-sync/pandascore/provider";
import { syncJobs } from "./esports-sync/sync-jobs";
import { createLeaderLock } from "./jobs/leader-lock";
import { SyncScheduler } from "./jobs/scheduler";
import { runFullSync } from "./esports-sync/service";
import { hasOperationToHandle } from "./jobs/operation-store";
import { runQueuedOperations } from "./jobs/operation-runner";
import type { SyncDeps } from "./esports-sync/sync-source";
import type { SyncLog, SyncProvider } from "./esports-sync/types";
import { MINUTE_MS } from "./platform";

export { runFullSync, refreshGameKind, runCleanup, summarize, type FullSyncResult } from "./esports-sync/service";
export type { CleanupResult } from "./daily-cleanup";
export { AUDIT_LOG_RETENTION_DAYS, SECURITY_EVENT_RETENTION_DAYS } from "./security/retention";
export { ANALYTICS_RETENTION_MONTHS } from "./analytics/retention";
export type { SourceResult, SyncLog, SyncProvider } from "./esports-sync/types";
export type { SyncDeps } from "./esports-sync/sync-source";
export { DemoProvider } from "./esports-sync/demo/demo-provider";
export { PandaScoreProvider } from "./esports-sync/pandascore/provider";
export { DEFAULT_BASE_URL } from "./esports-sync/pandascore/client";

/** Spec 7: 1000 ms between requests during the start-up sync. */
export const STARTUP_REQUEST_DELAY_MS = 1000;

export type SyncConfig = { token?: string | undefined; baseUrl?: string | undefined };

/** PandaScore when a token is configured, else the demo provider. */
export function createProvider(handle: DbHandle, config: SyncConfig): SyncProvider {
  return config.token ? new PandaScoreProvider({ token: config.token, baseUrl: config.baseUrl || undefined }) : new DemoProvider(handle.db);
}

export type StartSyncJobsOptions = SyncConfig & {
  handle: DbHandle;
  log: SyncLog;
  now?: () => Date;
  /** How often to look for due jobs (default one minute). */
  tickMs?: number;
  startupRequestDelayMs?: number;
  provider?: SyncProvider;
  /**
   * Periodic jobs and the start-up sync (SYNC_JOBS). Without them the instance still runs the
   * manual operations admins queue, taking the sync lock only while it does.
   */
  scheduled?: boolean;
};

/**
 * Starts the sync scheduler in this process. The instance that holds the advisory lock runs a full
 * sync at once (so a server pointed at a provider shows its data within a minute), then the
 * periodic jobs, and the manual operations admins queue: call `scheduler.tick()` when one is queued
 * (the server does, on the sync notification) so it starts at once. Call `stop()` before closing
 * the database.
 */
export function startSyncJobs(options: StartSyncJobsOptions): { scheduler: SyncScheduler; stop(): Promise<void> } {
  const log = options.log.child({ module: "sync" });
  const now = options.now ?? (() => new Date());
  const provider = options.provider ?? createProvider(options.handle, options);
  const shutdown = new AbortController();
  const deps: SyncDeps = { db: options.handle.db, provider, log, now, signal: shutdown.signal };
  const scheduled = options.scheduled ?? true;
  const scheduler = new SyncScheduler({
    db: options.handle.db,
    jobs: scheduled ? syncJobs(deps) : [],
    lock: createLeaderLock(options.handle),
    log,
    now,
    ...(scheduled ? { onFirstLead: () => runFullSync({ ...deps, requestDelayMs: options.startupRequestDelayMs ?? STARTUP_REQUEST_DELAY_MS }) } : {}),
    operations: {
      pending: (instanceId) => hasOperationToHandle(options.handle.db, instanceId),
      runQueued: (instanceId) => runQueuedOperations(deps, instanceId),
    },
  });
  log.info({ provider: provider.name, scheduled }, scheduled ? "sync jobs starting" : "sync scheduler off; serving manual operations");
  scheduler.start(options.tickMs ?? MINUTE_MS);
  return {
    scheduler,
    stop: () => {
      shutdown.abort();
      return scheduler.stop();
    },
  };
}
