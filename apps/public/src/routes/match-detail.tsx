import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import {
  GAME_FULL_NAMES,
  GAME_SHORT_NAMES,
  matchPath,
  streamTimeLabel,
  teamPath,
  tournamentPath,
  type MatchDetail,
  type MatchMarkets,
  type PublicMatch,
  type PublicTeam,
  type TeamResult,
} from "@eb/api/shared";
import { breadcrumbLd, matchDescription, matchEventLd } from "@eb/api/seo";
import { useTRPC } from "../lib/trpc";
import { PageHead, useSiteUrl } from "../lib/head";
import { useViewerClock } from "../lib/viewer-clock";
import { entityFromParams } from "../lib/match-route";
import { MatchOddsSection } from "../components/odds/match-odds-section";
import { FairChancesSection } from "../components/odds/fair-chances";
import { BestPriceCta } from "../components/odds/best-price-cta";
import { useMatchMarkets } from "../lib/odds/use-match-markets";
import { useLiveMatch } from "../lib/live/use-live-match";
import { useCanonicalLocation } from "../lib/canonical-location";
import { matchStatusLabel, seriesFormat } from "../lib/match-page-rules";
import { TeamLogo } from "../components/match-card";
import { LiveMarker } from "../components/live-marker";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs";
import { TeamResultList } from "../components/team-results";
import { LoadingState } from "../components/list-states";
import { DataLoadingError } from "../components/error-fallbacks/fallbacks";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { NotFoundPage } from "./not-found";
import { pageQueries } from "./page-queries";
import type { RouteParams } from "./types";

const TBD = "TBD";

function StatusBadge({ match }: { match: PublicMatch }) {
  const label = matchStatusLabel(match.status, match.winner);
  if (label === "LIVE") return <LiveMarker className="rounded-md px-2 py-0.5 text-xs" />;
  if (!label) return null;
  return <Badge variant={label === "RESULT" ? "success" : label === "Upcoming" ? "secondary" : "outline"}>{label}</Badge>;
}

/** One side: logo or initials, and the name linking to the team page; a side not yet known says so, unlinked. */
function Side({ game, team }: { game: PublicMatch["game"]; team: PublicTeam | null }) {
  const name = team?.name ?? TBD;
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <TeamLogo name={name} logo={team?.logo} size="lg" />
      {team && team.id !== null ? (
        <Link
          href={teamPath(game, team.id, team.name)}
          data-team-name
          className="w-full rounded text-lg font-bold leading-snug [overflow-wrap:anywhere] hover:text-emerald-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 sm:text-xl"
        >
          {team.name}
        </Link>
      ) : (
        <span data-team-name className="w-full text-lg font-bold leading-snug [overflow-wrap:anywhere] sm:text-xl">
          {name}
        </span>
      )}
      {!team && <span className="text-xs text-slate-400">Team not yet known</span>}
    </div>
  );
}

const score = (n: number | null) => (n === null ? "–" : String(n));

/**
 * The teams and the series score. The score's box keeps one size whether it shows "VS" or a score,
 * so a live update (the match starting, a map won) moves nothing around it; what changed is said
 * politely to screen readers (`announcement`, from the live stream).
 */
function Scoreboard({ match, announcement = "" }: { match: PublicMatch; announcement?: string }) {
  const hasScore = match.teamAScore !== null || match.teamBScore !== null;
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3 rounded-xl border border-slate-800 bg-slate-900/70 p-4 sm:gap-6 sm:p-6">
      <Side game={match.game} team={match.teamA} />
      <div className="flex min-w-[5.5rem] flex-col items-center gap-2 pt-3 sm:min-w-[7rem]" data-scoreboard>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {hasScore ? (
          // The spoken score is text (an aria-label is not allowed on a plain span: issue 36's HTML check).
          <span className="flex h-10 w-full items-center justify-center text-3xl font-bold tabular-nums sm:h-12 sm:text-4xl" data-score>
            <span aria-hidden>
              {score(match.teamAScore)} : {score(match.teamBScore)}
            </span>
            <span className="sr-only">
              Score {score(match.teamAScore)} to {score(match.teamBScore)}
            </span>
          </span>
        ) : (
          <span className="flex h-10 w-full items-center justify-center text-xl font-bold text-slate-400 sm:h-12">VS</span>
        )}
        <StatusBadge match={match} />
      </div>
      <Side game={match.game} team={match.teamB} />
    </div>
  );
}

function StartTime({ beginAt }: { beginAt: string | null }) {
  const { timeZone } = useViewerClock();
  if (!beginAt) return <>TBD</>;
  return <time dateTime={beginAt}>{streamTimeLabel(new Date(beginAt), timeZone)}</time>;
}

/** League › serie › tournament, as on the cards, with the tournament linking to its page. */
function Context({ match }: { match: PublicMatch }) {
  const parts = [match.leagueName, match.serieName].filter((p): p is string => Boolean(p));
  const tournament = match.tournamentName;
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((p, i) => (
        <span key={i}>{p} › </span>
      ))}
      {tournament && match.tournamentId !== null ? (
        <Link href={tournamentPath(match.game, match.tournamentId, tournament)} className="text-emerald-400 hover:text-emerald-300 hover:underline">
          {tournament}
        </Link>
      ) : (
        tournament
      )}
    </span>
  );
}

function Facts({ detail }: { detail: MatchDetail }) {
  const m = detail.match;
  const format = seriesFormat(detail.matchType, detail.numberOfGames);
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-3">
      <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
        <dt className="text-xs uppercase tracking-wide text-slate-400">Start</dt>
        <dd className="mt-1 font-semibold">
          <StartTime beginAt={m.beginAt} />
        </dd>
      </div>
      {format && (
        <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <dt className="text-xs uppercase tracking-wide text-slate-400">Format</dt>
          <dd className="mt-1 font-semibold">{format}</dd>
        </div>
      )}
      {(m.tournamentName || m.leagueName) && (
        <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-4 sm:col-span-1">
          <dt className="text-xs uppercase tracking-wide text-slate-400">Tournament</dt>
          <dd className="mt-1 font-semibold">
            <Context match={m} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Every game of the series: those the provider lists, each with its winner when known, and the rest
 * of the format's games as not started (not played, once the match is over). The list keeps its
 * length while the match is played, so a live update fills it in without moving the page.
 */
function SeriesGames({ detail }: { detail: MatchDetail }) {
  const m = detail.match;
  const over = m.status === "finished" || m.status === "canceled";
  const count = Math.max(detail.games.length, detail.numberOfGames ?? 0);
  if (count === 0) return null;
  const games = Array.from(
    { length: count },
    (_, i) => detail.games.find((g) => g.position === i + 1) ?? { position: i + 1, status: over ? "not_played" : "not_started", winner: null },
  );
  const winnerName = (side: "a" | "b" | null) => (side === "a" ? m.teamA?.name : side === "b" ? m.teamB?.name : null);
  const state = (status: string) =>
    status === "running"
      ? "In progress"
      : status === "not_started"
        ? "Not started"
        : status === "finished"
          ? "Finished"
          : status === "not_played"
            ? "Not played"
            : null;
  return (
    <section className="mt-10" aria-labelledby="series-games">
      <h2 id="series-games" className="mb-3 text-2xl font-bold">
        Series Games
      </h2>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((g) => {
          const winner = winnerName(g.winner);
          return (
            <li key={g.position} className="rounded-lg border border-slate-800 bg-slate-900/60 px-4 py-3 text-sm" data-game={g.position}>
              <span className="font-semibold">
                Game {g.position}
                {g.name && <span className="font-normal text-slate-300">: {g.name}</span>}
              </span>
              <span className="block text-slate-300 [overflow-wrap:anywhere]">
                {winner ? `Winner: ${winner}` : (state(g.status) ?? "")}
                {g.scoreA != null && g.scoreB != null && <span className="tabular-nums" data-game-score>{` · ${g.scoreA} : ${g.scoreB}`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Form({ game, team, results }: { game: PublicMatch["game"]; team: PublicTeam; results: TeamResult[] }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-lg font-semibold [overflow-wrap:anywhere]">{team.name}</h3>
      <TeamResultList game={game} results={results} empty="No results on record yet." />
    </div>
  );
}

function FormAndMeetings({ detail }: { detail: MatchDetail }) {
  const m = detail.match;
  const forms = [
    m.teamA && detail.formA ? { side: "a", team: m.teamA, results: detail.formA } : null,
    m.teamB && detail.formB ? { side: "b", team: m.teamB, results: detail.formB } : null,
  ].filter((f) => f !== null);
  return (
    <>
      {forms.length > 0 && (
        <section className="mt-10" aria-labelledby="form">
          <h2 id="form" className="mb-1 text-2xl font-bold">
            Recent Form
          </h2>
          <p className="mb-4 text-sm text-slate-400">Each team&apos;s last 5 results.</p>
          <div className="grid gap-6 md:grid-cols-2">
            {forms.map((f) => (
              <Form key={f.side} game={m.game} team={f.team} results={f.results} />
            ))}
          </div>
        </section>
      )}
      {m.teamA && m.teamB && (
        <section className="mt-10" aria-labelledby="meetings">
          <h2 id="meetings" className="mb-1 text-2xl font-bold">
            Head to Head
          </h2>
          <p className="mb-4 text-sm text-slate-400 [overflow-wrap:anywhere]">Last meetings, from {m.teamA.name}&apos;s side.</p>
          <TeamResultList game={m.game} results={detail.headToHead} empty="These teams have no meetings on record." />
        </section>
      )}
    </>
  );
}

/**
 * The prices the server rendered with the page (its loader prefetches them): no request on hydration.
 * With every market (`markets`) the section shows them as tabs; with neither, no section.
 */
function MatchOddsBlock({ match, teams, markets }: { match: PublicMatch; teams: { a: string; b: string }; markets: MatchMarkets | null }) {
  const trpc = useTRPC();
  const ref = { game: match.game, id: match.id };
  const { data } = useQuery(pageQueries.matchOdds(trpc, ref));
  const settled = match.status !== "running" && match.status !== "not_started";
  return (
    <>
      <MatchOddsSection odds={data ?? null} markets={markets} match={ref} teams={teams} settled={settled} />
      <FairChancesSection match={ref} teams={teams} />
    </>
  );
}

/**
 * The call-to-action row's ref. When the match ends while the page is open, its price to bet on
 * goes; the row keeps the height it had (set before the browser paints), so nothing below moves.
 */
function useCtaRowHeldAtEnd(endedHere: boolean) {
  const row = useRef<HTMLDivElement>(null);
  const height = useRef(0);
  useEffect(() => {
    if (!endedHere && row.current) height.current = row.current.offsetHeight;
  });
  useLayoutEffect(() => {
    if (endedHere && row.current) row.current.style.minHeight = `${height.current}px`;
  }, [endedHere]);
  return row;
}

function MatchDetailView({ detail }: { detail: MatchDetail }) {
  const siteUrl = useSiteUrl();
  const trpc = useTRPC();
  const m = detail.match;
  const a = m.teamA?.name ?? TBD;
  const b = m.teamB?.name ?? TBD;
  const announcement = useLiveMatch(detail, pageQueries.matchDetail(trpc, { game: m.game, id: m.id }).queryKey, { a, b });
  const path = matchPath(m.game, m.id, m.teamA?.name, m.teamB?.name);
  useCanonicalLocation(path);
  const finished = m.status === "finished";
  // What the page was opened with: the breadcrumbs keep it while the match is played on the page.
  const [openedFinished] = useState(finished);
  const ctaRow = useCtaRowHeldAtEnd(finished && !openedFinished);
  const markets = useMatchMarkets({ game: m.game, id: m.id });
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    openedFinished ? { name: "Results", path: "/results" } : { name: "Matches", path: "/matches/upcoming" },
    { name: `${a} vs ${b}`, path },
  ];
  const where = [m.tournamentName, GAME_FULL_NAMES[m.game]].filter(Boolean).join(", ");
  return (
    <article>
      <PageHead
        title={`${a} vs ${b}${m.tournamentName ? ` - ${m.tournamentName}` : ""}`}
        description={`${matchDescription(m)} Start time, format, games, recent form and head to head.`}
        keywords={`${a} vs ${b}, ${a}, ${b}, ${m.tournamentName ?? ""}, ${GAME_SHORT_NAMES[m.game]} match`}
        canonicalPath={path}
        redirectToCanonical
        jsonLd={() => [breadcrumbLd(siteUrl, crumbs), matchEventLd(siteUrl, m)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="game">{GAME_SHORT_NAMES[m.game]}</Badge>
          <StatusBadge match={m} />
        </div>
        <h1 className="mt-3 text-2xl font-bold [overflow-wrap:anywhere] sm:text-4xl">
          {a} vs {b}
        </h1>
        {where && <p className="mt-1 text-slate-400 [overflow-wrap:anywhere]">{where}</p>}
        {(!m.teamA || !m.teamB) && <p className="mt-2 text-slate-300">The teams of this match are not yet known (TBD).</p>}
      </header>
      <Scoreboard match={m} announcement={announcement} />
      <Facts detail={detail} />
      <div ref={ctaRow} className="mt-6 flex flex-wrap gap-3">
        {m.streamUrl && (
          <Button asChild variant="destructive">
            <a href={m.streamUrl} target="_blank" rel="noopener noreferrer">
              Watch Stream
            </a>
          </Button>
        )}
        {!finished && <BestPriceCta markets={markets} matchId={m.id} teams={{ a, b }} />}
      </div>
      <MatchOddsBlock match={m} teams={{ a, b }} markets={markets} />
      <SeriesGames detail={detail} />
      <FormAndMeetings detail={detail} />
    </article>
  );
}

export default function MatchDetailPage({ params }: { params: RouteParams }) {
  const trpc = useTRPC();
  const ref = entityFromParams(params);
  const { data, isPending, isError, refetch } = useQuery({ ...pageQueries.matchDetail(trpc, ref ?? { game: "cs2", id: 1 }), enabled: ref !== null });
  // The odds (the match-winner table and every market's tabs) are fetched beside the match on a
  // client-side navigation (the server render has all three) and the page waits for them, so the
  // odds section never pushes the page down after it appears. Odds that fail to load leave the page
  // without its odds section, not without the match.
  const odds = useQuery({ ...pageQueries.matchOdds(trpc, ref ?? { game: "cs2", id: 1 }), enabled: ref !== null });
  const markets = useQuery({ ...pageQueries.matchMarkets(trpc, ref ?? { game: "cs2", id: 1 }), enabled: ref !== null });
  const waiting = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus === "fetching";
  // An unknown id (or a URL that names none) is the site's not-found screen, with status 404.
  if (!ref) return <NotFoundPage />;
  if (isError) return <DataLoadingError onRefresh={() => void refetch()} />;
  if (isPending || waiting(odds) || waiting(markets)) return <LoadingState>Loading match...</LoadingState>;
  if (!data) return <NotFoundPage />;
  return <MatchDetailView detail={data} />;
}
