import { isSearchableQuery, parseGameFilter } from "@eb/api/shared";
import { tournamentFiltersFromSearch } from "../lib/search-params";
import { tournamentPageFromSearch } from "../lib/tournament-pages";
import { tournamentLookupFromParams } from "../lib/tournament-route";
import { entityFromParams } from "../lib/match-route";
import { queries } from "./queries";
import { siteSearchQuery } from "../components/search/search-url";
import type { LoadArgs } from "./types";

/** Server prefetches, one per route, kept apart from the (lazily loaded) page components. */
export const loaders = {
  upcoming: ({ trpc, queryClient, search }: LoadArgs) => queryClient.prefetchQuery(queries.upcoming(trpc, parseGameFilter(search.get("game")))),
  results: ({ trpc, queryClient, search }: LoadArgs) => queryClient.prefetchQuery(queries.results(trpc, parseGameFilter(search.get("game")))),
  streams: ({ trpc, queryClient, search }: LoadArgs) => queryClient.prefetchQuery(queries.streams(trpc, parseGameFilter(search.get("game")))),
  tournaments: ({ trpc, queryClient, search }: LoadArgs) => {
    const { game, status, query } = tournamentFiltersFromSearch(search);
    return queryClient.prefetchQuery(queries.tournamentPage(trpc, { game, status, q: query, page: tournamentPageFromSearch(search) }));
  },
  tournamentDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const lookup = tournamentLookupFromParams(params);
    return lookup ? queryClient.prefetchQuery(queries.tournamentDetail(trpc, lookup)) : Promise.resolve();
  },
  matchDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const ref = entityFromParams(params);
    return ref
      ? Promise.all([
          queryClient.prefetchQuery(queries.matchDetail(trpc, ref)),
          queryClient.prefetchQuery(queries.matchOdds(trpc, ref)),
          queryClient.prefetchQuery(queries.matchMarkets(trpc, ref)),
        ])
      : Promise.resolve();
  },
  teamDetail: ({ trpc, queryClient, params }: LoadArgs) => {
    const ref = entityFromParams(params);
    return ref ? queryClient.prefetchQuery(queries.teamDetail(trpc, ref)) : Promise.resolve();
  },
  bookmakerUnavailable: ({ trpc, queryClient, params }: LoadArgs) =>
    params.slug ? queryClient.prefetchQuery(queries.bookmakerUnavailable(trpc, params.slug)) : Promise.resolve(),
  /** A query too short to search shows its own state: nothing to fetch. */
  search: ({ trpc, queryClient, search }: LoadArgs) => {
    const q = siteSearchQuery(search);
    return isSearchableQuery(q) ? queryClient.prefetchQuery(queries.searchResults(trpc, q)) : Promise.resolve();
  },
};

export type Loaders = typeof loaders;
