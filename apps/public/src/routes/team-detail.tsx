import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { GAME_FULL_NAMES, GAME_SHORT_NAMES, teamPath, tournamentPath, type PublicPlayer, type TeamDetail } from "@eb/api/shared";
import { breadcrumbLd, sportsTeamLd } from "@eb/api/seo";
import { useTRPC } from "../lib/trpc";
import { PageHead, useSiteUrl } from "../lib/head";
import { entityFromParams } from "../lib/match-route";
import { useCanonicalLocation } from "../lib/canonical-location";
import { countryName } from "../lib/country-name";
import { formLine } from "../lib/match-page-rules";
import { MatchCard, TeamLogo } from "../components/match-card";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs";
import { OutcomeBadge, TeamResultList } from "../components/team-results";
import { TournamentStatusBadge } from "../components/tournament-card";
import { LoadingState } from "../components/list-states";
import { DataLoadingError } from "../components/error-fallbacks/fallbacks";
import { Badge } from "@eb/ui/badge";
import { NotFoundPage } from "./not-found";
import { pageQueries } from "./page-queries";
import type { RouteParams } from "./types";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function fullName(p: PublicPlayer): string | null {
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ");
  return name || null;
}

/** The current roster, with a role and nationality only where the provider gives them. */
function Roster({ roster }: { roster: PublicPlayer[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {roster.map((p) => {
        const real = fullName(p);
        return (
          <li key={p.id} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
            <p className="font-bold [overflow-wrap:anywhere]">{p.name}</p>
            {real && <p className="text-sm text-slate-300 [overflow-wrap:anywhere]">{real}</p>}
            {(p.role || p.nationality) && (
              <p className="mt-1 text-xs text-slate-400">{[p.role, p.nationality ? countryName(p.nationality) : null].filter(Boolean).join(" · ")}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Form({ detail }: { detail: TeamDetail }) {
  if (detail.results.length === 0) return <p className="text-sm text-slate-400">No results on record yet.</p>;
  const line = formLine(detail.results);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-400">Form (last {detail.results.length}):</span>
        <ol className="flex flex-wrap gap-1" aria-label={`Form, newest first: ${line}`}>
          {detail.results.map((r) => (
            <li key={r.matchId}>
              <OutcomeBadge outcome={r.outcome} />
            </li>
          ))}
        </ol>
      </div>
      <TeamResultList game={detail.team.game} results={detail.results} empty="No results on record yet." />
    </>
  );
}

function TeamDetailView({ detail }: { detail: TeamDetail }) {
  const siteUrl = useSiteUrl();
  const t = detail.team;
  const path = teamPath(t.game, t.id, t.name);
  useCanonicalLocation(path);
  const game = GAME_SHORT_NAMES[t.game];
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: game, path: `/games/${t.game}` },
    { name: t.name, path },
  ];
  const matches = [...detail.live, ...detail.upcoming];
  return (
    <article>
      <PageHead
        title={`${t.name} - ${game} Team`}
        description={`${t.name}${t.acronym && t.acronym !== t.name ? ` (${t.acronym})` : ""}: ${GAME_FULL_NAMES[t.game]} team roster, recent results and form, upcoming matches and tournaments.`}
        keywords={`${t.name}, ${t.acronym ?? ""}, ${game} team, ${t.name} matches, ${t.name} results`}
        canonicalPath={path}
        redirectToCanonical
        image={t.logo ?? undefined}
        jsonLd={() => [breadcrumbLd(siteUrl, crumbs), sportsTeamLd(siteUrl, t, detail.roster)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className="mt-4 flex items-center gap-4">
        <TeamLogo name={t.name} logo={t.logo} size="lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="game">{game}</Badge>
            {t.acronym && t.acronym !== t.name && <Badge variant="outline">{t.acronym}</Badge>}
          </div>
          <h1 className="mt-2 text-2xl font-bold [overflow-wrap:anywhere] sm:text-4xl">{t.name}</h1>
          {t.location && <p className="mt-1 text-slate-400">{countryName(t.location)}</p>}
        </div>
      </header>
      {detail.roster.length > 0 && (
        <Section id="roster" title="Roster">
          <Roster roster={detail.roster} />
        </Section>
      )}
      <Section id="results" title="Recent Results">
        <Form detail={detail} />
      </Section>
      <Section id="matches" title="Upcoming Matches">
        {matches.length === 0 ? (
          <p className="text-sm text-slate-400">No upcoming matches scheduled.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {matches.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </div>
        )}
      </Section>
      {detail.tournaments.length > 0 && (
        <Section id="tournaments" title="Tournaments">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {detail.tournaments.map((tt) => (
              <li key={tt.id} className="flex items-start justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/70 p-4">
                <span className="min-w-0">
                  <Link
                    href={tournamentPath(tt.game, tt.id, tt.name)}
                    className="font-semibold [overflow-wrap:anywhere] hover:text-emerald-300 hover:underline"
                  >
                    {tt.name}
                  </Link>
                  {tt.leagueName && <span className="block text-sm text-slate-400 [overflow-wrap:anywhere]">{tt.leagueName}</span>}
                </span>
                <TournamentStatusBadge status={tt.status} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}

export default function TeamDetailPage({ params }: { params: RouteParams }) {
  const trpc = useTRPC();
  const ref = entityFromParams(params);
  const { data, isPending, isError, refetch } = useQuery({ ...pageQueries.teamDetail(trpc, ref ?? { game: "cs2", id: 1 }), enabled: ref !== null });
  if (!ref) return <NotFoundPage />;
  if (isError) return <DataLoadingError onRefresh={() => void refetch()} />;
  if (isPending) return <LoadingState>Loading team...</LoadingState>;
  if (!data) return <NotFoundPage />;
  return <TeamDetailView detail={data} />;
}
