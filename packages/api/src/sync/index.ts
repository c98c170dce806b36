import type { DbHandle } from "@eb/db";
import { DemoProvider } from "./demo/demo-provider";
import { esportsProviderName, NoProvider } from "./no-provider";
import { PandaScoreProvider } from "./pandascore/provider";
import { syncJobs } from "./scheduler/jobs";
import { createLeaderLock } from "./scheduler/leader-lock";
import { SyncScheduler } from "./scheduler/scheduler";
import { runFullSync } from "./service";
import { hasOperationToHandle } from "../operations/operation-store";
import { runQueuedOperations } from "../operations/operation-runner";
import type { SyncDeps } from "./sync-source";
import type { SyncLog, SyncProvider } from "./types";

export { runFullSync, refreshGameKind, runCleanup, summarize, type FullSyncResult } from "./service";
export type { CleanupResult } from "./cleanup";
export { AUDIT_LOG_RETENTION_DAYS, SECURITY_EVENT_RETENTION_DAYS } from "./security-retention";
export { ANALYTICS_RETENTION_MONTHS } from "../analytics/retention";
export type { SourceResult, SyncLog, SyncProvider } from "./types";
export type { SyncDeps } from "./sync-source";
export { DemoProvider } from "./demo/demo-provider";
export { PandaScoreProvider } from "./pandascore/provider";
export { DEFAULT_BASE_URL } from "./pandascore/client";
export { esportsProviderName, NoProvider, NO_PROVIDER_MESSAGE, type EsportsProviderName } from "./no-provider";

const NO_PROVIDER_LOG =
  "no esports data provider: set PANDASCORE_TOKEN for real data, or DEMO_DATA=true for the demo world; the site shows no matches until then";

/** Spec 7: 1000 ms between requests during the start-up sync. */
export const STARTUP_REQUEST_DELAY_MS = 1000;

export type SyncConfig = {
  token?: string | undefined;
  baseUrl?: string | undefined;
  /** Without a token: the demo provider (DEMO_DATA), else none. Unsaid, the demo provider, as before DEMO_DATA existed. */
  demoData?: boolean | undefined;
};

/** PandaScore when a token is configured, else the demo provider when demo data is wanted, else none. */
export function createProvider(handle: DbHandle, config: SyncConfig): SyncProvider {
  const name = esportsProviderName({ token: config.token, demoData: config.demoData ?? true });
  if (name === "pandascore") return new PandaScoreProvider({ token: config.token!, baseUrl: config.baseUrl || undefined });
  return name === "demo" ? new DemoProvider(handle.db) : new NoProvider();
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
  // Without a provider there is nothing to fetch on a timer; a sync an admin starts still says why it fails.
  const scheduled = (options.scheduled ?? true) && provider.name !== "none";
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
  if (provider.name === "none") log.warn({ provider: provider.name }, NO_PROVIDER_LOG);
  log.info({ provider: provider.name, scheduled }, scheduled ? "sync jobs starting" : "sync scheduler off; serving manual operations");
  scheduler.start(options.tickMs ?? 60_000);
  return {
    scheduler,
    stop: () => {
      shutdown.abort();
      return scheduler.stop();
    },
  };
}
