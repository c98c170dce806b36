import { GAMES, SYNC_KINDS } from "@eb/db";
import { HOUR_MS, SECOND_MS, type CallLimits } from "../../platform";
import { endpointsFor } from "../pandascore/endpoints";
import { scheduleOf } from "../sync-jobs";

/** The live poll's two hourly keys per game (spec 9's per-key limit applies to each). */
export const LIVE_KINDS = { running: "live", ended: "live-ended" } as const;

/** The live poll follows a series no more often than this (a map lasts 30–50 minutes; a score moves every few). */
export const LIVE_POLL_MIN_MS = 30 * SECOND_MS;

/** Of a key's hourly limit, the live poll plans to use this share, so a slow clock or a retry never meets the limit. */
const KEY_SHARE = 0.9;

/**
 * The requests the scheduled syncs may make in an hour at most: every game and kind's runs an
 * hour times the pages each run may read (endpointsFor's caps). The live poll leaves these.
 */
export function scheduledCallsPerHour(now = new Date()): number {
  let calls = 0;
  for (const game of GAMES)
    for (const kind of SYNC_KINDS) {
      const pages = endpointsFor(game, kind, now).reduce((sum, plan) => sum + plan.maxPages, 0);
      calls += (HOUR_MS / scheduleOf(game, kind).everyMs) * pages;
    }
  return Math.ceil(calls);
}

/**
 * The live poll's limits: its own keys' hourly limit as any key's, and in all only what the plan
 * leaves after the scheduled syncs' most (the limiter counts every esports call of the last hour
 * against it, so the live poll stops before it could take what a scheduled sync needs).
 */
export function liveCallLimits(limits: CallLimits): CallLimits & { reservedForSyncs: number } {
  const reservedForSyncs = scheduledCallsPerHour();
  return { perKeyPerHour: limits.perKeyPerHour, perHour: Math.max(0, limits.perHour - reservedForSyncs), reservedForSyncs };
}

/** How often a game's live poll runs: as often as LIVE_POLL_MIN_MS, as rarely as its key's hourly limit needs. */
export function livePollEveryMs(limits: CallLimits): number {
  return Math.max(LIVE_POLL_MIN_MS, Math.ceil(HOUR_MS / (limits.perKeyPerHour * KEY_SHARE) / SECOND_MS) * SECOND_MS);
}
