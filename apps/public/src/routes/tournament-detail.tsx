import { useEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import type { PublicMatch, TournamentDetail } from "@eb/api/shared";
import { GAME_SHORT_NAMES, formatDate, formatPrizePool } from "@eb/api/shared";
import { useTRPC } from "../lib/trpc";
import { actions } from "../lib/preferences/store";
import { tournamentPath } from "@eb/api/shared";
import { breadcrumbLd, tournamentEventLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { useViewerClock } from "../lib/viewer-clock";
import { tournamentLookupFromParams } from "../lib/tournament-route";
import { MatchCard } from "../components/match-card";
import { TournamentStatusBadge } from "../components/tournament-card";
import { LoadingState } from "../components/list-states";
import { Badge } from "@eb/ui/badge";
import { pageQueries } from "./page-queries";
import type { RouteParams } from "./types";

function BackLink() {
  return (
    <Link
      href="/tournaments"
      className="inline-flex items-center gap-1 rounded text-sm text-emerald-400 hover:text-emerald-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Tournaments
    </Link>
  );
}

function TournamentNotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <PageHead
        title="Tournament Not Found"
        description="We couldn't find any matches for this tournament. It might not exist or have no scheduled matches."
        noindex
        status={404}
      />
      <h1 className="text-3xl font-bold">Tournament Not Found</h1>
      <p className="mt-3 text-slate-400">We couldn&apos;t find any matches for this tournament. It might not exist or have no scheduled matches.</p>
      <div className="mt-6">
        <BackLink />
      </div>
    </section>
  );
}

function MatchSection({ title, matches, children }: { title: string; matches: PublicMatch[]; children?: ReactNode }) {
  if (matches.length === 0) return null;
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="mb-4 text-2xl font-bold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {matches.map((m) => (
          // The spec's card rule: a finished match's button reads 'View Result' and opens its page.
          <MatchCard key={m.id} match={m} />
        ))}
      </div>
      {children}
    </section>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
      <p className="text-xs uppercase tracking-wide text-slate-400">{label}</p>
      <p className="mt-1 text-lg font-bold">{value}</p>
    </div>
  );
}

function TournamentDetailView({ detail }: { detail: TournamentDetail }) {
  const { timeZone } = useViewerClock();
  const siteUrl = useSiteUrl();
  const t = detail.tournament;
  useEffect(() => {
    actions.viewTournament({ id: String(t.id), name: t.name, path: tournamentPath(t.game, t.id, t.name), game: t.game });
  }, [t.id, t.name, t.game]);
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), timeZone) : "TBD");
  const gameName = GAME_SHORT_NAMES[t.game];
  // Issue 13: the structured data carries every match the page shows.
  const shownMatches = [...detail.live, ...detail.upcoming, ...detail.recent];
  const moreUpcoming = detail.upcomingTotal - detail.upcoming.length;
  return (
    <article>
      <PageHead
        title={`${t.name} - ${gameName} Tournament`}
        description={`${t.name}${t.leagueName ? ` (${t.leagueName})` : ""}: ${gameName} tournament dates, prize pool, live matches, upcoming matches and recent results.`}
        keywords={`${t.name}, ${t.leagueName ?? ""}, ${gameName} tournament, esports betting`}
        jsonLd={() => [
          breadcrumbLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Tournaments", path: "/tournaments" },
            { name: t.name, path: tournamentPath(t.game, t.id, t.name) },
          ]),
          tournamentEventLd(siteUrl, t, shownMatches, t.status),
        ]}
      />
      <BackLink />
      <nav aria-label="Breadcrumb" className="mt-3 text-sm text-slate-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-slate-200">
              Home
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li>
            <Link href="/tournaments" className="hover:text-slate-200">
              Tournaments
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="text-slate-200">
            {t.name}
          </li>
        </ol>
      </nav>
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <TournamentStatusBadge status={t.status} />
          <Badge variant="game">{gameName}</Badge>
        </div>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{t.name}</h1>
        {t.leagueName && <p className="mt-1 text-lg text-slate-300">{t.leagueName}</p>}
        {t.serieFullName && t.serieFullName !== t.name && <p className="text-slate-400">{t.serieFullName}</p>}
      </header>
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Start Date" value={date(t.beginAt)} />
        <StatCard label="End Date" value={date(t.endAt)} />
        <StatCard label="Prize Pool" value={formatPrizePool(t.prizePool)} />
        <StatCard label="Total Matches" value={String(detail.totalMatches)} />
      </div>
      {detail.totalMatches === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-700 p-10 text-center">
          <p className="text-lg font-semibold">No Matches Found</p>
          <p className="mt-1 text-slate-400">No matches are scheduled for this tournament yet.</p>
        </div>
      ) : (
        <>
          <MatchSection title="Live Matches" matches={detail.live} />
          <MatchSection title="Upcoming Matches" matches={detail.upcoming}>
            {moreUpcoming > 0 && <p className="mt-4 text-center text-sm text-slate-400">... and {moreUpcoming} more upcoming matches</p>}
          </MatchSection>
          <MatchSection title="Recent Results" matches={detail.recent} />
        </>
      )}
    </article>
  );
}

export default function TournamentDetailPage({ params }: { params: RouteParams }) {
  const trpc = useTRPC();
  const lookup = tournamentLookupFromParams(params);
  const { data, isPending, isError } = useQuery({
    ...pageQueries.tournamentDetail(trpc, lookup ?? { game: null, id: null, name: null, slug: null }),
    enabled: lookup !== null,
  });
  if (!lookup) return <TournamentNotFound />;
  if (isPending) return <LoadingState>Loading tournament...</LoadingState>;
  // Spec: if the lookup errors or finds nothing, the not-found screen.
  if (isError || !data) return <TournamentNotFound />;
  return <TournamentDetailView detail={data} />;
}
