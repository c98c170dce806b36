import { queryOptions } from "@tanstack/react-query";
import type { GameFilter } from "@eb/api/shared";
import { STALE } from "../query-client";
import type { PublicClient } from "../trpc";

/**
 * The "Live now" block's list (upcoming matches, streams), prefetched by each page's server load.
 * Not in routes/queries.ts, which the home page's first load carries.
 */
export const liveNowQuery = (trpc: PublicClient, game: GameFilter) =>
  queryOptions({ queryKey: ["matches.live", { game }], queryFn: () => trpc.matches.live.query({ game }), staleTime: STALE.matches });
