import { queryRows, sql } from "@eb/db";
import type { Game } from "@eb/db/games";
import { afterFailure, CLOSED, checkBreaker, COOLING_DOWN_MESSAGE, HOUR_MS, loadBreaker, MINUTE_MS, saveBreaker, type CallLimits } from "../../platform";
import { errorMessage, ProviderError, RateLimitSkipped, SyncStopped } from "../pandascore/errors";
import { writeBatch } from "../store/write-batch";
import type { SyncDeps } from "../sync-source";
import type { OpenMatch } from "../types";
import { providerGate } from "../request-gate";
import { LIVE_KINDS } from "./live-budget";

/** An upcoming match counts as open from a minute before its start until six hours after it (a late start). */
const DUE_AHEAD_MS = MINUTE_MS;
const DUE_BEHIND_MS = 6 * HOUR_MS;
/** Open matches of one game the poll follows at most (a game has a handful running at once). */
const OPEN_MAX = 200;

export type LivePollResult = {
  game: Game;
  /** False when nothing was open (or the provider has no live source): no request was made. */
  polled: boolean;
  success: boolean;
  error?: string;
  requests: number;
  open: number;
  /** Match rows the poll inserted or changed (each change of a live state is logged once, by writeBatch). */
  written: number;
};

/** The game's matches our store has as running, and its upcoming ones due to start. */
export async function openMatches(deps: SyncDeps, game: Game, now: Date): Promise<OpenMatch[]> {
  const ahead = new Date(now.getTime() + DUE_AHEAD_MS).toISOString();
  const behind = new Date(now.getTime() - DUE_BEHIND_MS).toISOString();
  const rows = await queryRows<{ id: string | number; status: string }>(
    deps.db,
    "esports-sync.live-open-matches",
    sql`select id, status from matches
        where game = ${game} and (status = 'running' or (status = 'not_started' and begin_at <= ${ahead}::timestamptz and begin_at >= ${behind}::timestamptz))
        order by begin_at limit ${OPEN_MAX}`,
  );
  return rows.map((r) => ({ id: Number(r.id), status: r.status }));
}

/**
 * One live poll of one game: while any of its matches is open, the provider's running list (and a
 * lookup of those that left it), written like any sync page, so each change of a score, a map or
 * a status is logged and announced once. Every request passes the hourly limiter under the live
 * keys with `limits` (liveCallLimits: what the plan leaves after the scheduled syncs), and a
 * failing provider opens the game's live breaker (`{game}:live`), not its sync's. `covered`: the
 * matches the realtime feed's sockets are delivering, read but not written.
 */
export async function pollLive(deps: SyncDeps, game: Game, limits: CallLimits, covered: ReadonlySet<number> = new Set()): Promise<LivePollResult> {
  const { db, log, provider } = deps;
  const startedAt = deps.now();
  const open = provider.fetchLive ? await openMatches(deps, game, startedAt) : [];
  const count = { requests: 0 };
  let written = 0;
  const result = (polled: boolean, success: boolean, error?: string): LivePollResult => ({
    game,
    polled,
    success,
    ...(error ? { error } : {}),
    requests: count.requests,
    open: open.length,
    written,
  });
  if (!provider.fetchLive || open.length === 0) return result(false, true);

  const key = `${game}:live`;
  let breaker = await loadBreaker(db, key);
  const decision = checkBreaker(breaker, startedAt);
  if (!decision.allowed) return result(false, false, decision.message);
  if (decision.reset) {
    breaker = CLOSED;
    await saveBreaker(db, key, CLOSED, null, startedAt);
  }
  const gate = (kind: string) => providerGate(deps, { game, kind }, { limits, count });

  try {
    for await (const batch of provider.fetchLive(game, open, { now: startedAt, running: gate(LIVE_KINDS.running), ended: gate(LIVE_KINDS.ended) })) {
      if (batch.invalid?.length) log.warn({ game, invalid: batch.invalid }, "live poll: provider items failed validation; skipped");
      // A match the realtime feed is delivering keeps the feed's finer state (map names and scores).
      const counts = await writeBatch(db, covered.size ? { ...batch, matches: batch.matches?.filter((m) => !covered.has(m.id)) } : batch);
      written += counts.matches.inserted + counts.matches.updated;
    }
  } catch (err) {
    if (err instanceof RateLimitSkipped || err instanceof SyncStopped) {
      log.warn({ game }, `live poll: ${err.message}`);
      return result(true, false, err.message);
    }
    const rateLimited = err instanceof ProviderError ? err.rateLimited : /429|rate.?limit/i.test(errorMessage(err));
    const now = deps.now();
    await saveBreaker(db, key, afterFailure(breaker, rateLimited, now), errorMessage(err), now);
    log.error({ game, err: errorMessage(err) }, "live poll failed");
    return result(true, false, rateLimited ? COOLING_DOWN_MESSAGE : errorMessage(err));
  }
  if (breaker.failures > 0) await saveBreaker(db, key, CLOSED, null, deps.now());
  return result(true, true);
}
