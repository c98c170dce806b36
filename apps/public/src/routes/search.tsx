import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { isSearchableQuery, matchTimeLabel, SEARCH_PAGE_PATH, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PARAM } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { PageHead } from "../lib/head";
import { useViewerClock } from "../lib/viewer-clock";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { siteSearchQuery } from "../components/search/search-url";
import { resultCount, searchGroups, type SearchResults } from "../components/search/search-hits";
import { Button } from "@eb/ui/button";
import { pageQueries } from "./page-queries";

/** The page's own field: a plain GET form, so searching again works without JavaScript too. */
function SearchPageForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Search page" action={SEARCH_PAGE_PATH} method="get" className="my-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-field" className="sr-only">
        Search teams, tournaments and matches
      </label>
      <input
        id="search-page-field"
        name={SEARCH_QUERY_PARAM}
        type="search"
        defaultValue={query}
        key={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Team, tournament or league"
        className="h-11 min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
      />
      <Button type="submit" className="h-11">
        Search
      </Button>
    </form>
  );
}

function Results({ results }: { results: SearchResults }) {
  const { timeZone, now } = useViewerClock();
  const groups = searchGroups(results, (iso) => matchTimeLabel(new Date(iso), now, timeZone));
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  if (total === 0) {
    return (
      <EmptyState title={`No results for “${results.query}”`} description="Check the spelling, or try a team's short name (such as NAVI) or a league's name.">
        <Button asChild variant="outline">
          <Link href="/matches/upcoming">View Matches</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/tournaments">View Tournaments</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <p role="status" className="mb-6 text-sm text-slate-400">
        {resultCount(total)} for “{results.query}”
      </p>
      <div className="grid gap-8 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
            <h2 id={`search-${group.kind}`} className="mb-3 text-xl font-bold">
              {group.title}
            </h2>
            <ul className="grid gap-2">
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <Link
                    href={entry.href}
                    className="block rounded-lg border border-slate-800 bg-slate-900/60 px-4 py-3 hover:border-emerald-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
                  >
                    <span className="block break-words font-semibold text-slate-100">{entry.label}</span>
                    <span className="block text-sm text-slate-400">{entry.detail}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function SearchOutcome({ query }: { query: string }) {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(pageQueries.searchResults(trpc, query));
  if (isPending) return <LoadingState>Searching...</LoadingState>;
  if (isError) return <ErrorState title="Search failed" description="Please try again later" />;
  return <Results results={data} />;
}

/** /search?q=: teams, tournaments and upcoming matches for a query; rendered on the server, never indexed. */
export default function SearchPage() {
  const query = siteSearchQuery(useSearch());
  const searchable = isSearchableQuery(query);
  return (
    <section>
      <PageHead
        title={query ? `Search results for “${query}”` : "Search"}
        description="Search esports teams, tournaments and upcoming matches in CS2, League of Legends, Valorant and Dota 2."
        noindex
      />
      <h1 className="text-3xl font-bold">{query ? `Search results for “${query}”` : "Search"}</h1>
      <SearchPageForm query={query} />
      {searchable ? (
        <SearchOutcome query={query} />
      ) : (
        <EmptyState
          title={query ? `Enter at least ${SEARCH_QUERY_MIN} letters or digits` : "Search teams, tournaments and matches"}
          description={`Type at least ${SEARCH_QUERY_MIN} letters or digits of a team, tournament or league name.`}
        />
      )}
    </section>
  );
}
