import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import { GAME_FILTERS, GAME_FULL_NAMES, GAME_SHORT_NAMES, matchPath, streamTimeLabel, type PublicMatch } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { PageHead } from "../lib/head";
import { useViewerClock } from "../lib/viewer-clock";
import { gameFromSearch, withParam } from "../lib/search-params";
import { ErrorState, EmptyState } from "../components/list-states";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card } from "@eb/ui/card";
import { NativeSelect } from "@eb/ui/native-select";
import { Skeleton } from "@eb/ui/skeleton";
import { cutListNote } from "../lib/cut-list";
import { LiveMarker } from "../components/live-marker";
import { LiveNow } from "../components/live-now";
import { pageQueries } from "./page-queries";

function StreamStatusBadge({ status }: { status: string }) {
  if (status === "running") return <LiveMarker className="rounded-md px-2 py-0.5 text-xs" />;
  if (status === "not_started" || status === "upcoming") return <Badge variant="secondary">Upcoming</Badge>;
  if (status === "finished") return <Badge variant="outline">Finished</Badge>;
  return null;
}

/** The card's one clock-dependent part: after hydration only these labels switch to the visitor's zone. */
function StreamTime({ beginAt }: { beginAt: string }) {
  const { timeZone } = useViewerClock();
  return (
    <time dateTime={beginAt} className="mt-3 block text-xs text-slate-400">
      {streamTimeLabel(new Date(beginAt), timeZone)}
    </time>
  );
}

/** Kept to few elements per card (the list can hold every stream of the week); names wrap, never cut. */
function StreamCard({ match }: { match: PublicMatch }) {
  const serie = match.serieName;
  const a = match.teamA?.name ?? "TBD";
  const b = match.teamB?.name ?? "TBD";
  return (
    <Card role="article" className="p-5" aria-label={`${a} vs ${b} stream`}>
      <div className="flex items-center justify-between gap-2">
        <Badge variant="game">{GAME_SHORT_NAMES[match.game]}</Badge>
        <StreamStatusBadge status={match.status} />
      </div>
      {match.beginAt && <StreamTime beginAt={match.beginAt} />}
      <p className="mt-1 text-sm font-medium text-slate-300">
        {serie && serie !== match.tournamentName ? `${match.tournamentName} · ${serie}` : match.tournamentName}
      </p>
      {/* The teams link to the match page (issue 24). */}
      <Link
        href={matchPath(match.game, match.id, match.teamA?.name, match.teamB?.name)}
        data-match-link
        className="my-4 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 rounded-lg text-center text-lg font-bold hover:bg-slate-800/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
      >
        <span data-team-name className="text-right [overflow-wrap:anywhere]">
          {a}
        </span>
        <span className="text-sm text-slate-400">VS</span>
        <span data-team-name className="text-left [overflow-wrap:anywhere]">
          {b}
        </span>
      </Link>
      <div className="mt-auto flex gap-2">
        <Button asChild variant="destructive" className="flex-1">
          <a href={match.streamUrl ?? "#"} target="_blank" rel="noopener noreferrer">
            Watch Stream
          </a>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link href="/bonuses">Bet on Esports</Link>
        </Button>
      </div>
    </Card>
  );
}

function StreamsSkeleton() {
  return (
    <div role="status" aria-label="Loading streams" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="gap-3 p-5">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-12" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}

export default function StreamsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const [, navigate] = useLocation();
  const game = gameFromSearch(search);
  const { data, isPending, isError } = useQuery(pageQueries.streams(trpc, game));
  const cut = data && cutListNote(data.matches.length, data, "streams");
  return (
    <section>
      <PageHead
        title="Live Esports Streams"
        description="Watch live and upcoming CS2, League of Legends, Valorant and Dota 2 match streams, with start times in your time zone."
        keywords="esports streams, live esports, cs2 stream, lol stream, valorant stream, dota 2 stream"
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Live Esports Streams</h1>
          <p className="mt-1 text-slate-400">Live now, starting soon and recently finished broadcasts.</p>
        </div>
        <label className="flex flex-col gap-1 text-sm text-slate-400">
          Game
          <NativeSelect value={game} onChange={(e) => navigate(withParam("/streams", search, "game", e.target.value))}>
            {GAME_FILTERS.map((g) => (
              <option key={g} value={g}>
                {g === "all" ? "All Games" : g === "cs2" ? "CS2" : GAME_FULL_NAMES[g]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <LiveNow game={game} />
      {isPending ? (
        <StreamsSkeleton />
      ) : isError ? (
        <ErrorState title="Failed to load streams. Please try again later." />
      ) : data.matches.length === 0 ? (
        <EmptyState title={game === "all" ? "No streams available at the moment." : `No streams available for ${GAME_FULL_NAMES[game]} at the moment.`} />
      ) : (
        <>
          {cut && <p className="mb-4 text-sm text-slate-400">{cut}, live first.</p>}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.matches.map((m) => (
              <StreamCard key={m.id} match={m} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
