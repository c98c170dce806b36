import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import type { PublicMatch } from "@eb/api/shared";
import { GAME_FULL_NAMES } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { matchListLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { gameFromSearch } from "../lib/search-params";
import { MatchCard } from "../components/match-card";
import { LiveNow } from "../components/live-now";
import { GameFilterButtons } from "../components/game-filter";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { cutListNote, listCount } from "../lib/cut-list";
import { groupByDay, pageFromSearch, pageHref, pageOf } from "../lib/match-pages";
import { useViewerClock } from "../lib/viewer-clock";
import { Pagination } from "../components/pagination";
import { queries } from "./queries";

const PATH = "/matches/upcoming";

/** One page of matches under their days' headings, in the viewer's zone (after hydration). */
function MatchDays({ matches }: { matches: PublicMatch[] }) {
  const { now, timeZone } = useViewerClock();
  return (
    <div className="flex flex-col gap-8">
      {groupByDay(matches, now, timeZone).map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className="mb-3 text-lg font-semibold text-slate-200">
            {group.heading}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {group.matches.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export default function UpcomingMatchesPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const game = gameFromSearch(search);
  const { data, isPending, isError } = useQuery(queries.upcoming(trpc, game));
  const cut = data && cutListNote(data.matches.length, data, "matches");
  const siteUrl = useSiteUrl();
  const shown = pageOf(data?.matches ?? [], pageFromSearch(search));
  const hrefOf = (page: number) => pageHref(PATH, search, page);
  return (
    <section>
      <PageHead
        title="Upcoming Esports Matches"
        description="Upcoming CS2, League of Legends, Valorant and Dota 2 matches with start times, tournaments and the best betting bonuses."
        keywords="upcoming esports matches, cs2 matches, lol matches, valorant matches, dota 2 matches, esports betting"
        jsonLd={data ? () => [matchListLd(siteUrl, shown.items)] : undefined}
        canonicalPath={hrefOf(shown.page)}
        prevPath={shown.page > 1 ? hrefOf(shown.page - 1) : undefined}
        nextPath={shown.page < shown.pageCount ? hrefOf(shown.page + 1) : undefined}
      />
      <h1 className="mb-2 text-3xl font-bold">Upcoming Esports Matches</h1>
      <p className="mb-6 text-slate-400">
        Schedules for CS2, League of Legends, Valorant and Dota 2, shown in your local time.{" "}
        <a href={game === "all" ? "/matches/upcoming.ics" : `/matches/upcoming.ics?game=${game}`} className="text-emerald-400 underline hover:text-emerald-300">
          Add these matches to your calendar (iCal)
        </a>
        {" · "}
        <Link href="/dropping-odds" className="text-emerald-400 underline hover:text-emerald-300">
          Dropping odds: the largest price falls of the last 24 hours
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <GameFilterButtons path="/matches/upcoming" value={game} />
        {data && data.total > 0 && (
          <p className="text-sm text-slate-400" aria-live="polite">
            {listCount(data.total, data.totalCapped)} match(es) found
            {cut && <span className="block text-xs">{cut}, soonest first</span>}
          </p>
        )}
      </div>
      <LiveNow game={game} />
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
        <>
          <MatchDays matches={shown.items} />
          <Pagination label="Pages of upcoming matches" page={shown.page} pageCount={shown.pageCount} hrefOf={hrefOf} />
        </>
      )}
    </section>
  );
}
