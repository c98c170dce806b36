import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { GAME_FULL_NAMES, parseGameFilter, type GameFilter } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { STALE } from "../lib/query-client";
import { PageHead } from "../lib/head";
import { MatchCard } from "../components/match-card";
import type { LoadArgs, Trpc } from "./types";

export const upcomingMatchesQuery = (trpc: Trpc, game: GameFilter) => trpc.matches.upcoming.queryOptions({ game }, { staleTime: STALE.matches });

export const loadUpcomingMatches = ({ trpc, queryClient, search }: LoadArgs) =>
  queryClient.prefetchQuery(upcomingMatchesQuery(trpc, parseGameFilter(search.get("game"))));

export function UpcomingMatchesPage() {
  const trpc = useTRPC();
  const game = parseGameFilter(new URLSearchParams(useSearch()).get("game"));
  const { data, isPending, isError } = useQuery(upcomingMatchesQuery(trpc, game));
  return (
    <section>
      <PageHead
        title="Upcoming Esports Matches"
        description="Upcoming CS2, League of Legends, Valorant and Dota 2 matches with start times, tournaments and the best betting bonuses."
      />
      <h1 className="mb-6 text-3xl font-bold">Upcoming Esports Matches</h1>
      {isPending ? (
        <p role="status">Loading upcoming matches...</p>
      ) : isError ? (
        <div role="alert">
          <p className="font-semibold">Failed to load matches</p>
          <p>Please try again later</p>
        </div>
      ) : data.length === 0 ? (
        <div>
          <p className="font-semibold">No matches found</p>
          <p>{game === "all" ? "No upcoming matches at the moment. Check back soon!" : `No upcoming ${GAME_FULL_NAMES[game]} matches found.`}</p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-400">{data.length} match(es) found</p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
