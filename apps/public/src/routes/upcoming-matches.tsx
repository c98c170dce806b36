import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { GAME_FULL_NAMES } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { matchListLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { gameFromSearch } from "../lib/search-params";
import { MatchCard } from "../components/match-card";
import { GameFilterButtons } from "../components/game-filter";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { cutListNote } from "../lib/cut-list";
import { queries } from "./queries";

export default function UpcomingMatchesPage() {
  const trpc = useTRPC();
  const game = gameFromSearch(useSearch());
  const { data, isPending, isError } = useQuery(queries.upcoming(trpc, game));
  const cut = data && cutListNote(data.matches.length, data.total, "matches");
  const siteUrl = useSiteUrl();
  return (
    <section>
      <PageHead
        title="Upcoming Esports Matches"
        description="Upcoming CS2, League of Legends, Valorant and Dota 2 matches with start times, tournaments and the best betting bonuses."
        keywords="upcoming esports matches, cs2 matches, lol matches, valorant matches, dota 2 matches, esports betting"
        jsonLd={data ? () => [matchListLd(siteUrl, data.matches)] : undefined}
      />
      <h1 className="mb-2 text-3xl font-bold">Upcoming Esports Matches</h1>
      <p className="mb-6 text-slate-400">
        Schedules for CS2, League of Legends, Valorant and Dota 2, shown in your local time.{" "}
        <a href={game === "all" ? "/matches/upcoming.ics" : `/matches/upcoming.ics?game=${game}`} className="text-emerald-400 underline hover:text-emerald-300">
          Add these matches to your calendar (iCal)
        </a>
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <GameFilterButtons path="/matches/upcoming" value={game} />
        {data && data.total > 0 && (
          <p className="text-sm text-slate-400" aria-live="polite">
            {data.total} match(es) found
            {cut && <span className="block text-xs">{cut}, soonest first</span>}
          </p>
        )}
      </div>
      {isPending ? (
        <LoadingState>Loading upcoming matches...</LoadingState>
      ) : isError ? (
        <ErrorState title="Failed to load matches" description="Please try again later" />
      ) : data.matches.length === 0 ? (
        <EmptyState
          title="No matches found"
          description={game === "all" ? "No upcoming matches at the moment. Check back soon!" : `No upcoming ${GAME_FULL_NAMES[game]} matches found.`}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.matches.map((m) => (
            <MatchCard key={m.id} match={m} />
          ))}
        </div>
      )}
    </section>
  );
}
