import { isSearchableQuery, parseGameFilter } from "@eb/api/shared";
import { tournamentFiltersFromSearch } from "../lib/search-params";
import { tournamentPageFromSearch } from "../lib/tournament-pages";
import { tournamentLookupFromParams } from "../lib/tournament-route";
import { entityFromParams } from "../lib/match-route";
import { queries } from "./queries";
import { pageQueries } from "./page-queries";
import { siteSearchQuery } from "../components/search/search-url";
import type { LoadArgs } from "./types";

/** Server prefetches, one per route, kept apart from the (lazily loaded) page components. */
export const loaders = {
  upcoming: ({ trpc, queryClient, search }: LoadArgs) => {
    const game = parseGameFilter(search.get("game"));
    return Promise.all([queryClient.prefetchQuery(queries.upcoming(trpc, game)), queryClient.prefetchQuery(queries.live(trpc, game))]);
  },
  results: ({ trpc, queryClient, search }: LoadArgs) => queryClient.prefetchQuery(pageQueries.results(trpc, parseGameFilter(search.get("game")))),
  streams: ({ trpc, queryClient, search }: LoadArgs) => {
    const game = parseGameFilter(search.get("game"));
    return Promise.all([queryClient.prefetchQuery(pageQueries.streams(trpc, game)), queryClient.prefetchQuery(queries.live(trpc, game))]);
  },
  droppingOdds: ({ trpc, queryClient, search }: LoadArgs) => queryClient.prefetchQuery(pageQueries.droppingOdds(trpc, parseGameFilter(search.get("game")))),
  tournaments: ({ trpc, queryClient, search }: LoadArgs) => {
    const { game, status, query } = tournamentFiltersFromSearch(search);
    return queryClient.prefetchQuery(pageQueries.tournamentPage(trpc, { game, status, q: query, page: tournamentPageFromSearch(search) }));
  },
  tournamentDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const lookup = tournamentLookupFromParams(params);
    return lookup ? queryClient.prefetchQuery(pageQueries.tournamentDetail(trpc, lookup)) : Promise.resolve();
  },
  matchDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const ref = entityFromParams(params);
    return ref
      ? Promise.all([
          queryClient.prefetchQuery(pageQueries.matchDetail(trpc, ref)),
          queryClient.prefetchQuery(pageQueries.matchOdds(trpc, ref)),
          queryClient.prefetchQuery(pageQueries.matchMarkets(trpc, ref)),
          queryClient.prefetchQuery(pageQueries.fairChances(trpc, ref)),
        ])
      : Promise.resolve();
  },
  teamDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const ref = entityFromParams(params);
    return ref ? queryClient.prefetchQuery(pageQueries.teamDetail(trpc, ref)) : Promise.resolve();
  },
  bookmakerUnavailable: ({ trpc, queryClient, params }: LoadArgs) =>
    params.slug ? queryClient.prefetchQuery(pageQueries.bookmakerUnavailable(trpc, params.slug)) : Promise.resolve(),
  /** A query too short to search shows its own state: nothing to fetch. */
  search: ({ trpc, queryClient, search }: LoadArgs) => {
    const q = siteSearchQuery(search);
    return isSearchableQuery(q) ? queryClient.prefetchQuery(pageQueries.searchResults(trpc, q)) : Promise.resolve();
  },
};

export type Loaders = typeof loaders;
