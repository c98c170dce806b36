import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import { GAME_FILTERS, GAME_SHORT_NAMES, tournamentPath } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { PageHead, useSiteUrl } from "../lib/head";
import { useCurrentYear } from "../lib/viewer-clock";
import { tournamentFiltersFromSearch, withParam } from "../lib/search-params";
import { TournamentCard } from "../components/tournament-card";
import { ChampionshipCalendar, OngoingLeagues } from "../components/tournament-static-sections";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { NativeSelect } from "@eb/ui/native-select";
import { pageQueries } from "./page-queries";
import { RecentlyViewedTournaments } from "../components/recently-viewed-tournaments";
import { Pagination } from "../components/pagination";
import { pageHref } from "../lib/match-pages";
import { tournamentPageFromSearch } from "../lib/tournament-pages";
import { listCount } from "../lib/cut-list";

const PATH = "/tournaments";

export default function TournamentsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const [, navigate] = useLocation();
  const siteUrl = useSiteUrl();
  const year = useCurrentYear();
  const { game, status, query } = tournamentFiltersFromSearch(new URLSearchParams(search));
  // One page of the list from the server, its search words applied there (issue 38).
  const { data, isPending, isError } = useQuery(pageQueries.tournamentPage(trpc, { game, status, q: query, page: tournamentPageFromSearch(search) }));
  const list = data?.tournaments;
  const filtered = game !== "all" || status !== "all" || query !== "";
  const shown = { page: data?.page ?? 1, pageCount: data?.pageCount ?? 1 };
  const hrefOf = (page: number) => pageHref(PATH, search, page);
  // A changed filter starts again at its first page.
  const filterHref = (key: string, value: string) => withParam(PATH, withParam("", search, "page", "all"), key, value);
  return (
    <section>
      <PageHead
        title={`Esports Tournaments ${year}`}
        description="Running and upcoming CS2, League of Legends, Valorant and Dota 2 tournaments with dates, prize pools and matches."
        keywords="esports tournaments, cs2 tournaments, lol tournaments, valorant tournaments, dota 2 tournaments, prize pool"
        jsonLd={
          list && list.length > 0
            ? () => [
                {
                  "@context": "https://schema.org",
                  "@type": "ItemList",
                  name: "Esports Tournaments",
                  itemListElement: list.slice(0, 20).map((t, i) => ({
                    "@type": "ListItem",
                    position: i + 1,
                    name: t.name,
                    url: siteUrl + tournamentPath(t.game, t.id, t.name),
                  })),
                },
              ]
            : undefined
        }
        canonicalPath={hrefOf(shown.page)}
        prevPath={shown.page > 1 ? hrefOf(shown.page - 1) : undefined}
        nextPath={shown.page < shown.pageCount ? hrefOf(shown.page + 1) : undefined}
      />
      <h1 className="text-3xl font-bold">Esports Tournaments {year}</h1>
      <p className="mt-1 text-slate-400">Follow the biggest running and upcoming events across CS2, LoL, Valorant and Dota 2.</p>

      <div className="my-6 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm text-slate-400">
          Game
          <NativeSelect value={game} onChange={(e) => navigate(filterHref("game", e.target.value))}>
            {GAME_FILTERS.map((g) => (
              <option key={g} value={g}>
                {g === "all" ? "All" : GAME_SHORT_NAMES[g]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-400">
          Status
          <NativeSelect value={status} onChange={(e) => navigate(filterHref("status", e.target.value))}>
            <option value="all">All Status</option>
            <option value="running">Running</option>
            <option value="upcoming">Upcoming</option>
          </NativeSelect>
        </label>
        <form
          role="search"
          className="flex flex-col gap-1 text-sm text-slate-400"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(filterHref("q", String(new FormData(e.currentTarget).get("q") ?? "").trim()));
          }}
        >
          <label htmlFor="tournament-search">Search</label>
          <span className="flex gap-2">
            <input
              id="tournament-search"
              name="q"
              type="search"
              defaultValue={query}
              key={query}
              placeholder="Tournament or league"
              className="h-10 rounded-md border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </span>
        </form>
        {data && (
          <Badge variant="secondary" size="lg" className="mb-1" aria-live="polite">
            {listCount(data.total, data.totalCapped)} tournaments found
          </Badge>
        )}
      </div>

      <RecentlyViewedTournaments />

      {isError ? (
        <ErrorState title="Failed to load tournaments" description="Please try again later" />
      ) : isPending || !list ? (
        <LoadingState>Loading tournaments...</LoadingState>
      ) : list.length === 0 ? (
        <EmptyState title="No tournaments found" description={filtered ? "Try adjusting your filters to see more tournaments." : undefined}>
          {filtered && (
            <>
              <Button variant="outline" onClick={() => navigate("/tournaments")}>
                Clear Filters
              </Button>
              <Button asChild>
                <Link href="/matches/upcoming">View Matches</Link>
              </Button>
            </>
          )}
        </EmptyState>
      ) : (
        <>
          {/* The cards' names are h3: this keeps the outline h1 > h2 > h3. */}
          <h2 className="sr-only">Tournament list</h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((t) => (
              <TournamentCard key={t.id} tournament={t} />
            ))}
          </div>
          <Pagination label="Pages of tournaments" page={shown.page} pageCount={shown.pageCount} hrefOf={hrefOf} />
        </>
      )}

      <ChampionshipCalendar />
      <OngoingLeagues />

      <section className="mt-12 grid gap-4 rounded-xl border border-emerald-900/60 bg-emerald-950/30 p-6 text-center sm:p-8">
        <h2 className="text-2xl font-bold">Ready to Bet on Esports Tournaments?</h2>
        <p className="text-slate-300">Check today&apos;s matches and claim a welcome bonus from a trusted bookmaker.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/matches/upcoming">View Matches</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/bonuses">Get Bonuses</Link>
          </Button>
        </div>
      </section>
    </section>
  );
}
