import { QueryClient } from "@tanstack/react-query";

/**
 * Spec 9 cache staleness, per kind of data (team lists, which the spec does not name, as
 * bookmakers). What admins edit is also refetched on every move to another page
 * (content-freshness.ts), so an edit shows on the next page a visitor opens.
 */
export const STALE = {
  matches: 5 * 60_000,
  tournaments: 10 * 60_000,
  bookmakers: 30 * 60_000,
  teamLists: 30 * 60_000,
  tournamentMatches: 2 * 60_000,
  teamLogos: 5 * 60_000,
} as const;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE.matches, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
