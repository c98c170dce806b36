import type { Db } from "@eb/db";
import { afterFailure, CLOSED, checkBreaker, COOLING_DOWN_MESSAGE, loadBreaker, saveBreaker } from "../platform";
import type { CallLimits } from "../platform";
import { errorMessage, ProviderError, RateLimitSkipped, SyncStopped } from "./pandascore/errors";
import { addCounts, emptyCounts, writeBatch } from "./store/write-batch";
import { addTableCounts, emptyTableCounts, storedRows, tableOfKind } from "./store/table-counts";
import { setSyncStatus } from "./store/sync-status";
import { providerGate } from "./request-gate";
import type { Game, SyncLog, SourceResult, SyncBatch, SyncKind, SyncProvider, WriteCounts } from "./types";

export type SyncDeps = {
  db: Db;
  provider: SyncProvider;
  log: SyncLog;
  now: () => Date;
  /** Pause between provider requests (spec: 1000 ms for the start-up sync). */
  requestDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  limits?: CallLimits;
  /** Read and map, write nothing, touch no status or breaker. */
  dryRun?: boolean;
  /** Called after each written batch (the CLI prints progress; a manual sync stores it). */
  onBatch?: (info: { game: Game; kind: SyncKind; batch: SyncBatch; written: WriteCounts }) => void | Promise<void>;
  /** Aborted on shutdown: the sync stops before its next request. */
  signal?: AbortSignal;
};

const batchSize = (b: SyncBatch) => (b.matches?.length ?? 0) + (b.tournaments?.length ?? 0) + (b.teams?.length ?? 0);

/**
 * One sync of one game and kind: breaker check, status 'syncing', pages written one
 * transaction each, then 'success' or 'error'. Every provider request passes the hourly
 * limiter and is recorded in api_usage_events.
 */
export async function syncSource(deps: SyncDeps, game: Game, kind: SyncKind): Promise<SourceResult> {
  const { db, log } = deps;
  const key = `${game}:${kind}`;
  const counts = emptyCounts();
  // Every table's rows, for the log: a page of one kind can write the others (embedded tournaments, a demo step).
  const stored = emptyTableCounts();
  const count = { requests: 0 };
  const result = (success: boolean, error?: string): SourceResult => ({
    game,
    kind,
    success,
    ...(error ? { error } : {}),
    ...counts,
    requests: count.requests,
    stored,
  });

  const startedAt = deps.now();
  let breaker = deps.dryRun ? CLOSED : await loadBreaker(db, key);
  const decision = checkBreaker(breaker, startedAt);
  if (!decision.allowed) {
    await setSyncStatus(db, game, kind, "error", startedAt, { error: decision.message });
    log.warn({ game, kind, retryAt: decision.retryAt }, "sync skipped: breaker open");
    return result(false, decision.message);
  }
  if (decision.reset) {
    breaker = CLOSED;
    await saveBreaker(db, key, CLOSED, null, startedAt);
    log.info({ game, kind }, "breaker cool-down over: retrying");
  }
  if (!deps.dryRun) await setSyncStatus(db, game, kind, "syncing", startedAt);

  const gate = providerGate(
    deps,
    { game, kind },
    { ...(deps.limits ? { limits: deps.limits } : {}), ...(deps.requestDelayMs ? { delayMs: deps.requestDelayMs } : {}), count },
  );

  try {
    for await (const batch of deps.provider.fetch(game, kind, { now: startedAt, gate })) {
      // Counted as skipped like any unusable item; logged so a provider's change of contract shows.
      if (batch.invalid?.length) log.warn({ game, kind, invalid: batch.invalid }, "provider items failed validation; skipped");
      let written: WriteCounts = { inserted: 0, updated: 0, skipped: batchSize(batch) + (batch.skipped ?? 0) };
      if (!deps.dryRun) {
        const tables = await writeBatch(db, batch);
        addTableCounts(stored, tables);
        // The result counts the kind's own rows; unusable provider items are skipped ones of that kind.
        written = { ...tables[tableOfKind(kind)] };
        written.skipped += batch.skipped ?? 0;
      }
      addCounts(counts, written);
      await deps.onBatch?.({ game, kind, batch, written });
    }
  } catch (err) {
    if (err instanceof RateLimitSkipped || err instanceof SyncStopped) {
      if (!deps.dryRun) await setSyncStatus(db, game, kind, "error", deps.now(), { error: err.message });
      log.warn({ game, kind }, err.message);
      return result(false, err.message);
    }
    const rateLimited = err instanceof ProviderError ? err.rateLimited : /429|rate.?limit/i.test(errorMessage(err));
    const message = rateLimited ? COOLING_DOWN_MESSAGE : errorMessage(err);
    if (!deps.dryRun) {
      const now = deps.now();
      await saveBreaker(db, key, afterFailure(breaker, rateLimited, now), errorMessage(err), now);
      await setSyncStatus(db, game, kind, "error", now, { error: message });
    }
    log.error({ game, kind, err: errorMessage(err) }, "sync failed");
    return result(false, message);
  }
  if (!deps.dryRun) {
    const now = deps.now();
    if (breaker.failures > 0) await saveBreaker(db, key, CLOSED, null, now);
    await setSyncStatus(db, game, kind, "success", now, { rowsChanged: counts.inserted + counts.updated });
  }
  log.info({ game, kind, ...counts, requests: count.requests, stored: storedRows(stored) }, "sync done");
  return result(true);
}
