import type { DbHandle } from "@eb/db";
import { GAMES } from "@eb/db/games";
import { cleanupJob, runCleanup } from "./daily-cleanup";
import {
  createProvider,
  errorMessage,
  fullSyncOperation,
  liveJobs,
  runFullSync,
  syncJobs,
  type SyncConfig,
  type SyncDeps,
  type SyncLog,
  type SyncProvider,
} from "./esports-sync";
import { createLeaderLock, hasOperationToHandle, JobScheduler, runOperationQueue, type Job } from "./jobs";
import { createOddsSources, oddsCallLimits, oddsJobs, type ConfiguredOddsFeed, type OddsFeedsConfig, type OddsSource } from "./odds";
import { SECOND_MS } from "./platform";

// Every background job of the server, handed to jobs/ (which knows no domain): the periodic jobs
// and the start-up run each domain exports, the daily cleanup, and a handler per kind of manual
// operation. A domain with periodic work exports its jobs from its index.ts and is added here, as
// admin-router.ts lists every domain's router. `@eb/api/jobs` is this file.

export { ANALYTICS_RETENTION_MONTHS } from "./analytics";
export { AUDIT_LOG_RETENTION_DAYS, SECURITY_EVENT_RETENTION_DAYS } from "./security";
export type { CleanupResult } from "./daily-cleanup";
export type { SyncLog, SyncProvider } from "./esports-sync";
export { esportsProviderName, type EsportsProviderName } from "./esports-sync";
export { seedDemoOdds } from "./odds";

const NO_PROVIDER_LOG =
  "no esports data provider: set PANDASCORE_TOKEN for real data, or DEMO_DATA=true for the demo world; the site shows no matches until then";

/**
 * How often the scheduler looks for due jobs: often enough for the live polls (every 30–40 s
 * while a match runs) to keep their pace; each look is one small query per job.
 */
const TICK_MS = 10 * SECOND_MS;

/** Spec 7: 1000 ms between requests during the start-up sync. */
export const STARTUP_REQUEST_DELAY_MS = 1000;

/**
 * Runs every queued manual operation (a full sync, a cleanup), oldest first. Called only by the
 * instance holding the leader lock (the scheduler's tick), so one runs at a time across instances.
 */
export function runQueuedOperations(deps: SyncDeps, instanceId: string): Promise<number> {
  return runOperationQueue(
    {
      db: deps.db,
      log: deps.log,
      now: deps.now,
      signal: deps.signal,
      handlers: { full_sync: fullSyncOperation(deps), cleanup: () => runCleanup(deps) },
      failureMessage: errorMessage,
    },
    instanceId,
  );
}

export type StartSyncJobsOptions = SyncConfig & {
  handle: DbHandle;
  log: SyncLog;
  now?: () => Date;
  /** How often to look for due jobs (default TICK_MS). */
  tickMs?: number;
  startupRequestDelayMs?: number;
  provider?: SyncProvider;
  /**
   * The odds feeds: every feed with a key (The Odds API, Stadar, Odds-API.io), each with its own
   * budget; with no key at all, the demo prices for the demo esports world; else none. `source`
   * (tests) replaces them with one source under The Odds API's budget and sport keys.
   */
  odds?: OddsFeedsConfig & { source?: OddsSource | null };
  /**
   * Periodic jobs and the start-up sync (SYNC_JOBS). Without them the instance still runs the
   * manual operations admins queue, taking the sync lock only while it does.
   */
  scheduled?: boolean;
};

/**
 * Starts the job scheduler in this process (the name is older than jobs/: the sync was its first job). The instance that holds the advisory lock runs a full
 * sync at once (so a server pointed at a provider shows its data within a minute), then the
 * periodic jobs, and the manual operations admins queue: call `scheduler.tick()` when one is queued
 * (the server does, on the sync notification) so it starts at once. Call `stop()` before closing
 * the database.
 */
export function startSyncJobs(options: StartSyncJobsOptions): { scheduler: JobScheduler; stop(): Promise<void> } {
  const log = options.log.child({ module: "sync" });
  const now = options.now ?? (() => new Date());
  const provider = options.provider ?? createProvider(options.handle, options);
  const shutdown = new AbortController();
  const deps: SyncDeps = { db: options.handle.db, provider, log, now, signal: shutdown.signal };
  // Without a provider there is nothing to fetch on a timer; a sync an admin starts still says why it fails.
  const scheduled = (options.scheduled ?? true) && provider.name !== "none";
  const scheduler = new JobScheduler({
    db: options.handle.db,
    jobs: scheduled
      ? [
          ...syncJobs(deps),
          ...liveJobs(deps, options.realtime && options.token ? { token: options.token, baseUrl: options.baseUrl } : null),
          cleanupJob(deps),
          ...oddsPolls(options, deps, provider.name === "demo"),
        ]
      : [],
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
  scheduler.start(options.tickMs ?? TICK_MS);
  return {
    scheduler,
    stop: () => {
      shutdown.abort();
      return scheduler.stop();
    },
  };
}

/** The odds feeds' periodic polls, one per feed and polled game; none without a feed. */
function oddsPolls(options: StartSyncJobsOptions, deps: SyncDeps, esportsDemo: boolean): Job[] {
  const odds = options.odds;
  if (!odds) return [];
  const log = deps.log.child({ module: "odds" });
  const feeds: ConfiguredOddsFeed[] =
    odds.source === undefined ? createOddsSources(deps.db, odds, esportsDemo, { log, now: deps.now }) : testFeed(odds.source, odds);
  return oddsJobs({ db: deps.db, log, now: deps.now, signal: deps.signal }, feeds);
}

/** A source handed in (tests): every game for the demo, the games given a sport key for a feed. */
function testFeed(source: OddsSource | null, odds: OddsFeedsConfig): ConfiguredOddsFeed[] {
  if (!source) return [];
  const games = source.name === "demo" ? [...GAMES] : GAMES.filter((game) => Boolean(odds.sportKeys[game]?.trim()));
  return [{ source, limits: oddsCallLimits(odds.requestsPerHour), games }];
}
