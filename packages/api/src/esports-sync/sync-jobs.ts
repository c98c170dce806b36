import { GAMES, type Game, type SyncKind } from "@eb/db";
import type { Job } from "../jobs";
import { refreshGameKind } from "./service";
import type { SyncDeps } from "./sync-source";
import { HOUR_MS, MINUTE_MS } from "../platform";

/** Spec 7/9: priority games every 15 minutes, the others at double the interval. */
export const MATCH_INTERVAL_MS: Record<Game, number> = { cs2: 15 * MINUTE_MS, lol: 15 * MINUTE_MS, valorant: 30 * MINUTE_MS, dota2: 30 * MINUTE_MS };
export const TOURNAMENT_INTERVAL_MS = HOUR_MS;
export const TEAM_INTERVAL_MS = 4 * HOUR_MS;

/** How often the scheduler syncs one game and kind, and the job's name in sync_job_runs. */
export function scheduleOf(game: Game, kind: SyncKind): { job: string; everyMs: number } {
  const everyMs = kind === "matches" ? MATCH_INTERVAL_MS[game] : kind === "tournaments" ? TOURNAMENT_INTERVAL_MS : TEAM_INTERVAL_MS;
  return { job: `${kind}:${game}`, everyMs };
}

/** The periodic syncs, per game and kind. The start-up full sync covers them all. */
export function syncJobs(deps: SyncDeps): Job[] {
  const job = (game: Game, kind: SyncKind): Job => ({
    name: `${kind}:${game}`,
    everyMs: scheduleOf(game, kind).everyMs,
    run: () => refreshGameKind(deps, game, kind),
    coveredByStartup: true,
  });
  return [...GAMES.map((game) => job(game, "matches")), ...GAMES.map((game) => job(game, "tournaments")), ...GAMES.map((game) => job(game, "teams"))];
}
