import { queryOptions } from "@tanstack/react-query";
import type { FairChances, GameFilter, MatchDetail, MatchMarkets, MatchOdds, TeamDetail, TournamentDetail } from "@eb/api/shared";
import type { EntityRef } from "../lib/match-route";
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
  return queryOptions<TournamentDetail | null>({
    queryKey: ["tournaments.detail", lookup],
    staleTime: STALE.tournamentMatches,
    queryFn: async () => {
      try {
        return await trpc.tournaments.detail.query(lookup);
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

/** Like the tournament page: NOT_FOUND is `null` data, the not-found screen with status 404 on the server. */
function orNotFound<T>(call: () => Promise<T>): () => Promise<T | null> {
  return async () => {
    try {
      return await call();
    } catch (error) {
      if (isNotFoundError(error)) return null;
      throw error;
    }
  };
}

export function matchDetailQuery(trpc: Trpc, ref: EntityRef) {
  const input = { game: ref.game, id: ref.id };
  return queryOptions<MatchDetail | null>({
    queryKey: ["matches.detail", input],
    staleTime: STALE.matches,
    queryFn: orNotFound(() => trpc.matches.detail.query(input)),
  });
}

/** A match page's odds table (issue 25): prefetched with the page, so its HTML carries the prices. Null: no odds to show. */
export function matchOddsQuery(trpc: Trpc, ref: EntityRef) {
  const input = { game: ref.game, id: ref.id };
  return queryOptions<MatchOdds | null>({ queryKey: ["odds.match", input], staleTime: STALE.matches, queryFn: () => trpc.odds.match.query(input) });
}

export function teamDetailQuery(trpc: Trpc, ref: EntityRef) {
  const input = { game: ref.game, id: ref.id };
  return queryOptions<TeamDetail | null>({
    queryKey: ["teams.detail", input],
    staleTime: STALE.matches,
    queryFn: orNotFound(() => trpc.teams.detail.query(input)),
  });
}

/**
 * The queries of the pages other than the home page, as `queries` (queries.ts) are: shared by each
 * route's `load` (server prefetch) and its component, keyed by procedure path and input. Apart from
 * `queries`, which the home page's code carries, so they load with the (lazy) pages that use them.
 */
export const pageQueries = {
  results: (trpc: Trpc, game: GameFilter) =>
    queryOptions({ queryKey: ["matches.results", { game }], queryFn: () => trpc.matches.results.query({ game }), staleTime: STALE.matches }),
  streams: (trpc: Trpc, game: GameFilter) =>
    queryOptions({ queryKey: ["matches.streams", { game }], queryFn: () => trpc.matches.streams.query({ game }), staleTime: STALE.matches }),
  /** /dropping-odds: the largest pre-match price falls of the last 24 hours. */
  droppingOdds: (trpc: Trpc, game: GameFilter) =>
    queryOptions({ queryKey: ["odds.dropping", { game }], queryFn: () => trpc.odds.dropping.query({ game }), staleTime: STALE.matches }),
  /** /tournaments: one page of the list with its search words, and the count (issue 38). */
  tournamentPage: (trpc: Trpc, filters: { game: GameFilter; status: TournamentStatusFilter; q: string; page: number }) => {
    const input = { game: filters.game, status: filters.status, ...(filters.q ? { q: filters.q } : {}), ...(filters.page > 1 ? { page: filters.page } : {}) };
    return queryOptions({ queryKey: ["tournaments.page", input], queryFn: () => trpc.tournaments.page.query(input), staleTime: STALE.tournaments });
  },
  tournamentDetail: tournamentDetailQuery,
  matchDetail: matchDetailQuery,
  matchOdds: matchOddsQuery,
  /** A match page's every market (the odds section's tabs), prefetched with the page as the match-winner table is. Null: no odds to show. */
  /** The chances without any bookmaker, for a place shown none (null elsewhere). */
  fairChances: (trpc: Trpc, ref: EntityRef) => {
    const input = { matchId: ref.id };
    return queryOptions<FairChances | null>({
      queryKey: ["odds.fairChances", input],
      staleTime: STALE.matches,
      queryFn: () => trpc.odds.fairChances.query(input),
    });
  },
  matchMarkets: (trpc: Trpc, ref: EntityRef) => {
    const input = { matchId: ref.id };
    return queryOptions<MatchMarkets | null>({ queryKey: ["odds.markets", input], staleTime: STALE.matches, queryFn: () => trpc.odds.markets.query(input) });
  },
  teamDetail: teamDetailQuery,
  /** The /search page's results (issue 24); the header's suggestions load with the search field's own chunk. */
  searchResults: (trpc: Trpc, q: string) =>
    queryOptions({ queryKey: ["search.results", { q }], queryFn: () => trpc.search.results.query({ q }), staleTime: STALE.matches }),
  /** The /go page of a bookmaker not licensed where the visitor is (issue 26); null: none to show. */
  bookmakerUnavailable: (trpc: Trpc, slug: string) =>
    queryOptions({
      queryKey: ["bookmakers.unavailable", { slug }],
      queryFn: () => trpc.bookmakers.unavailable.query({ slug }),
      staleTime: STALE.bookmakers,
    }),
};
