import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { useTRPC } from "../lib/trpc";
import { matchListLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { gameFromSearch } from "../lib/search-params";
import { MatchCard } from "../components/match-card";
import { GameFilterButtons } from "../components/game-filter";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { Button } from "@eb/ui/button";
import { pageQueries } from "./page-queries";
import { pageFromSearch, pageHref, pageOf } from "../lib/match-pages";
import { Pagination } from "../components/pagination";

const PATH = "/results";

export default function ResultsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const game = gameFromSearch(search);
  const { data, isPending, isError } = useQuery(pageQueries.results(trpc, game));
  const siteUrl = useSiteUrl();
  // In pages of twelve like the upcoming list; the count above still counts every result.
  const shown = pageOf(data ?? [], pageFromSearch(search));
  const hrefOf = (page: number) => pageHref(PATH, search, page);
  return (
    <section>
      <PageHead
        title="Recent Match Results"
        description="Esports match results from the last 7 days for CS2, League of Legends, Valorant and Dota 2, updated over the last 48 hours of play."
        keywords="esports results, cs2 results, lol results, valorant results, dota 2 results"
        jsonLd={data ? () => [matchListLd(siteUrl, shown.items)] : undefined}
        canonicalPath={hrefOf(shown.page)}
        prevPath={shown.page > 1 ? hrefOf(shown.page - 1) : undefined}
        nextPath={shown.page < shown.pageCount ? hrefOf(shown.page + 1) : undefined}
      />
      <h1 className="mb-2 text-3xl font-bold">Recent Match Results</h1>
      <p className="mb-6 text-slate-400">Final scores from the last 7 days.</p>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <GameFilterButtons path="/results" value={game} />
        {data && data.length > 0 && <p className="text-sm text-slate-400">{data.length} result(s)</p>}
      </div>
      {isPending ? (
        <LoadingState>Loading results...</LoadingState>
      ) : isError ? (
        <ErrorState title="Failed to load results" description="Please try again later" />
      ) : data.length === 0 ? (
        <EmptyState title="No recent results found" description="There are no finished matches in the last 7 days.">
          <Button asChild variant="outline">
            <Link href="/matches/upcoming">View Upcoming Matches</Link>
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.items.map((m) => (
              <MatchCard key={m.id} match={m} showBetButton={false} />
            ))}
          </div>
          <Pagination label="Pages of results" page={shown.page} pageCount={shown.pageCount} hrefOf={hrefOf} />
        </>
      )}
      <aside className="mt-10 rounded-xl border border-slate-800 bg-slate-900/50 p-6 text-center">
        <h2 className="text-xl font-bold">Looking for More?</h2>
        <p className="mt-1 text-slate-400">See what is coming next and follow the tournaments.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/matches/upcoming">Upcoming Matches</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/tournaments">Tournaments</Link>
          </Button>
        </div>
      </aside>
    </section>
  );
}
