import { GAMES } from "@eb/db/games";
import type { Job } from "../../jobs";
import { DEFAULT_LIMITS } from "../../platform";
import type { SyncDeps } from "../sync-source";
import { liveCallLimits, livePollEveryMs } from "./live-budget";
import { pollLive } from "./live-poll";
import { RealtimeFeed, type RealtimeOptions } from "./realtime/realtime-feed";

/**
 * The live polls, one per game (`live:{game}`): each makes a request only while a match of its
 * game is running or due, within what the hourly plan leaves after the scheduled syncs. None for a
 * provider without a live source. With `realtime` (PANDASCORE_REALTIME and a token), each run first
 * follows the game's running matches on PandaScore's sockets, and the REST poll runs only for the
 * matches no socket is delivering (and writes only those).
 */
export function liveJobs(deps: SyncDeps, realtime?: RealtimeOptions | null): Job[] {
  if (!deps.provider.fetchLive) return [];
  const limits = liveCallLimits(deps.limits ?? DEFAULT_LIMITS);
  const feed = realtime && deps.provider.name === "pandascore" ? new RealtimeFeed(deps, realtime) : null;
  if (feed) deps.signal?.addEventListener("abort", () => feed.stop(), { once: true });
  return GAMES.map((game) => ({
    name: `live:${game}`,
    everyMs: livePollEveryMs(limits),
    run: async () => {
      if (!feed) return pollLive(deps, game, limits);
      const round = await feed.round(game, limits);
      const realtime = { covered: round.covered.size, requests: round.requests };
      return round.usePoll ? { ...(await pollLive(deps, game, limits, round.covered)), realtime } : { game, polled: false, realtime };
    },
  }));
}
