import { queryOptions } from "@tanstack/react-query";
import type { GameFilter, TournamentDetail } from "@eb/api/shared";
import { isNotFoundError } from "../lib/trpc-errors";
import type { TournamentLookup } from "../lib/tournament-route";
import { STALE } from "../lib/query-client";
import type { TournamentStatusFilter } from "../lib/search-params";
import type { Trpc } from "./types";

/**
 * The detail query; a NOT_FOUND answer becomes `null` data, so the server renders the
 * not-found screen with status 404 and the browser hydrates it from the cache without refetching.
 */
export function tournamentDetailQuery(trpc: Trpc, lookup: TournamentLookup) {
  const options = trpc.tournaments.detail.queryOptions(lookup, { staleTime: STALE.tournamentMatches });
  const fetchDetail = options.queryFn!;
  return queryOptions<TournamentDetail | null>({
    queryKey: options.queryKey as readonly unknown[],
    staleTime: STALE.tournamentMatches,
    queryFn: async (ctx) => {
      try {
        return await fetchDetail(ctx as Parameters<typeof fetchDetail>[0]);
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

/**
 * Query options shared by each route's `load` (server prefetch) and its component, so the
 * browser finds the server's data under the same key and does not fetch it again.
 */
export const queries = {
  upcoming: (trpc: Trpc, game: GameFilter, limit?: number) =>
    trpc.matches.upcoming.queryOptions(limit ? { game, limit } : { game }, { staleTime: STALE.matches }),
  results: (trpc: Trpc, game: GameFilter) => trpc.matches.results.queryOptions({ game }, { staleTime: STALE.matches }),
  streams: (trpc: Trpc, game: GameFilter) => trpc.matches.streams.queryOptions({ game }, { staleTime: STALE.matches }),
  tournaments: (trpc: Trpc, game: GameFilter, status: TournamentStatusFilter, limit?: number) =>
    trpc.tournaments.list.queryOptions(limit ? { game, status, limit } : { game, status }, { staleTime: STALE.tournaments }),
  tournamentDetail: tournamentDetailQuery,
  bookmakers: (trpc: Trpc) => trpc.bookmakers.list.queryOptions(undefined, { staleTime: STALE.bookmakers }),
};
