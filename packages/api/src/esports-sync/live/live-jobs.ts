import { GAMES } from "@eb/db/games";
import type { Job } from "../../jobs";
import { DEFAULT_LIMITS } from "../../platform";
import type { SyncDeps } from "../sync-source";
import { liveCallLimits, livePollEveryMs } from "./live-budget";
import { pollLive } from "./live-poll";

/**
 * The live polls, one per game (`live:{game}`): each makes a request only while a match of its
 * game is running or due, within what the hourly plan leaves after the scheduled syncs. None for a
 * provider without a live source.
 */
export function liveJobs(deps: SyncDeps): Job[] {
  if (!deps.provider.fetchLive) return [];
  const limits = liveCallLimits(deps.limits ?? DEFAULT_LIMITS);
  return GAMES.map((game) => ({ name: `live:${game}`, everyMs: livePollEveryMs(limits), run: () => pollLive(deps, game, limits) }));
}
