import { queryOptions } from "@tanstack/react-query";
import type { Game, GameFilter } from "@eb/api/shared";
import { STALE } from "../lib/query-client";
import type { TournamentStatusFilter } from "../lib/search-params";
import type { Trpc } from "./types";

/**
 * Query options shared by each route's `load` (server prefetch) and its component, so the
 * browser finds the server's data under the same key and does not fetch it again.
 * Keys are the procedure path and its input. Only what the home page and the site's frame use
 * (every page loads this file); the other pages' queries are in page-queries.ts.
 */
export const queries = {
  upcoming: (trpc: Trpc, game: GameFilter, limit?: number) => {
    const input = limit ? { game, limit } : { game };
    return queryOptions({ queryKey: ["matches.upcoming", input], queryFn: () => trpc.matches.upcoming.query(input), staleTime: STALE.matches });
  },
  /** The "Live now" block's running matches (home, upcoming, streams). */
  live: (trpc: Trpc, game: GameFilter) =>
    queryOptions({ queryKey: ["matches.live", { game }], queryFn: () => trpc.matches.live.query({ game }), staleTime: STALE.matches }),
  tournaments: (trpc: Trpc, game: GameFilter, status: TournamentStatusFilter, limit?: number) => {
    const input = limit ? { game, status, limit } : { game, status };
    return queryOptions({ queryKey: ["tournaments.list", input], queryFn: () => trpc.tournaments.list.query(input), staleTime: STALE.tournaments });
  },
  /** A guide's team lists by region, as saved on the Teams tab. */
  teamRegions: (trpc: Trpc, game: Game) =>
    queryOptions({ queryKey: ["teams.regions", { game }], queryFn: () => trpc.teams.regions.query({ game }), staleTime: STALE.teamLists }),
  bookmakers: (trpc: Trpc) => queryOptions({ queryKey: ["bookmakers.list"], queryFn: () => trpc.bookmakers.list.query(), staleTime: STALE.bookmakers }),
  /**
   * The rules applied to the visitor's place (issue 26): the footer and every offer read them.
   * Prefetched by the server render of every page (entry-server.tsx), so hydration has it.
   */
  jurisdiction: (trpc: Trpc) =>
    queryOptions({ queryKey: ["jurisdiction.current"], queryFn: () => trpc.jurisdiction.current.query(), staleTime: STALE.bookmakers }),
};
