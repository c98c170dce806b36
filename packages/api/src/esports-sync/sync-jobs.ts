import { GAMES, type Game, type SyncKind } from "@eb/db";
import { refreshGameKind, runCleanup } from "./service";
import type { SyncDeps } from "./sync-source";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../platform";

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** Spec 7/9: priority games every 15 minutes, the others at double the interval. */
export const MATCH_INTERVAL_MS: Record<Game, number> = { cs2: 15 * MINUTE_MS, lol: 15 * MINUTE_MS, valorant: 30 * MINUTE_MS, dota2: 30 * MINUTE_MS };
export const TOURNAMENT_INTERVAL_MS = HOUR_MS;
export const TEAM_INTERVAL_MS = 4 * HOUR_MS;
export const CLEANUP_INTERVAL_MS = DAY_MS;

/** How often the scheduler syncs one game and kind, and the job's name in sync_job_runs. */
export function scheduleOf(game: Game, kind: SyncKind): { job: string; everyMs: number } {
  const everyMs = kind === "matches" ? MATCH_INTERVAL_MS[game] : kind === "tournaments" ? TOURNAMENT_INTERVAL_MS : TEAM_INTERVAL_MS;
  return { job: `${kind}:${game}`, everyMs };
}

export function syncJobs(deps: SyncDeps): Job[] {
  return [
    ...GAMES.map((game) => ({ name: `matches:${game}`, everyMs: MATCH_INTERVAL_MS[game], run: () => refreshGameKind(deps, game, "matches") })),
    ...GAMES.map((game) => ({ name: `tournaments:${game}`, everyMs: TOURNAMENT_INTERVAL_MS, run: () => refreshGameKind(deps, game, "tournaments") })),
    ...GAMES.map((game) => ({ name: `teams:${game}`, everyMs: TEAM_INTERVAL_MS, run: () => refreshGameKind(deps, game, "teams") })),
    // Old esports data (spec: 30 days) and every stored record past its retention.
    { name: "cleanup", everyMs: CLEANUP_INTERVAL_MS, run: () => runCleanup(deps) },
  ];
}
