import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { GAME_FULL_NAMES } from "@eb/api/shared";
import { breadcrumbLd, itemListLd, tournamentItems } from "@eb/api/seo";
import { useTRPC } from "../../lib/trpc";
import { PageHead, useSiteUrl } from "../../lib/head";
import { useCurrentYear } from "../../lib/viewer-clock";
import { Button } from "@eb/ui/button";
import { TournamentCard } from "../../components/tournament-card";
import { LoadingState, EmptyState } from "../../components/list-states";
import { NetworkError, QueryErrorFallback } from "../../components/error-fallbacks/fallbacks";
import { queries } from "../queries";
import type { LoadArgs } from "../types";
import type { GuideContent } from "./guide-types";
import { TeamsByRegion } from "./teams-by-region";
import { useJurisdiction } from "../../lib/jurisdiction";
import { ageLabel, noBookmakersNotice } from "../../lib/offer-texts";

/** Tournament cards on a guide: the game's running and upcoming tournaments, soonest first. */
export const guideTournaments = (trpc: LoadArgs["trpc"], game: GuideContent["game"]) => queries.tournaments(trpc, game, "all");

/**
 * The guide's closing call to bet, under the rules of the visitor's place (issue 26): its age; no
 * invitation to compare bonuses where they may not be advertised; and where no bookmaker we list
 * is licensed, a notice in place of the way to the bookmakers.
 */
function ReadyToBet({ game }: { game: GuideContent["game"] }) {
  const trpc = useTRPC();
  const jurisdiction = useJurisdiction();
  const bookmakers = useQuery(queries.bookmakers(trpc));
  const noneLicensed = bookmakers.data?.length === 0;
  const none = noBookmakersNotice(jurisdiction);
  const name = GAME_FULL_NAMES[game];
  return (
    <section aria-labelledby="guide-ready" className="mt-12 rounded-2xl border border-emerald-700/50 bg-emerald-950/30 p-8 text-center">
      <h2 id="guide-ready" className="text-2xl font-bold">
        Ready to bet on {name}?
      </h2>
      <p className="mt-2 text-slate-300">
        {jurisdiction.bonusesAllowed
          ? "See who plays next, then compare welcome bonuses before you sign up."
          : "See who plays next, then compare bookmakers before you sign up."}{" "}
        {ageLabel(jurisdiction)} only. Please gamble responsibly.
      </p>
      {noneLicensed && (
        <p role="note" data-no-bookmakers className="mx-auto mt-4 max-w-2xl rounded-lg border border-slate-700 px-3 py-2 text-slate-200">
          <strong>{none.title}</strong> {none.description}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={`/matches/upcoming?game=${game}`}>Upcoming {name} Matches</Link>
        </Button>
        {!noneLicensed && (
          <Button asChild variant="outline">
            <Link href="/bonuses">{jurisdiction.bonusesAllowed ? "Compare Betting Bonuses" : "Compare Bookmakers"}</Link>
          </Button>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-400">
        <a href={`/matches/upcoming.ics?game=${game}`} className="text-emerald-400 underline">
          Subscribe to the {name} match calendar
        </a>{" "}
        (iCalendar feed for Google Calendar, Apple Calendar or Outlook)
      </p>
    </section>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function GuidePage({ content }: { content: GuideContent }) {
  const trpc = useTRPC();
  const siteUrl = useSiteUrl();
  const year = useCurrentYear();
  const tournaments = useQuery(guideTournaments(trpc, content.game));
  const path = `/games/${content.game}`;
  const shown = (tournaments.data ?? []).slice(0, 6);
  const jsonLd = () => [
    breadcrumbLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: `${GAME_FULL_NAMES[content.game]} Betting Guide`, path },
    ]),
    ...(shown.length > 0 ? [itemListLd(siteUrl, `${GAME_FULL_NAMES[content.game]} tournaments`, tournamentItems(shown))] : []),
  ];
  return (
    <article>
      <PageHead title={content.title(year)} description={content.metaDescription} keywords={content.keywords} canonicalPath={path} jsonLd={jsonLd} />
      <header className="rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-8 md:p-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-400">{GAME_FULL_NAMES[content.game]} betting guide</p>
        <h1 className="mt-2 text-3xl font-extrabold md:text-5xl">{content.heroTitle}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-300">{content.heroText}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {content.facts.map((f) => (
            <div key={f.label} className="rounded-lg bg-slate-800/60 p-4">
              <dt className="text-xs uppercase tracking-wide text-slate-400">{f.label}</dt>
              <dd className="mt-1 font-semibold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <Section title={`${GAME_FULL_NAMES[content.game]} Tournaments`} id="guide-tournaments">
        {tournaments.isPending && tournaments.fetchStatus === "paused" ? (
          <NetworkError onRetry={() => void tournaments.refetch()} />
        ) : tournaments.isPending ? (
          <LoadingState>Loading tournaments...</LoadingState>
        ) : tournaments.isError ? (
          <QueryErrorFallback error={tournaments.error} retry={() => void tournaments.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No tournaments found" description="No running or upcoming tournaments right now. Check back soon." />
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((t) => (
              <TournamentCard key={t.id} tournament={t} />
            ))}
          </div>
        )}
        <p className="mt-4">
          <Link href={`/tournaments?game=${content.game}`} className="text-emerald-400 underline">
            All {GAME_FULL_NAMES[content.game]} tournaments
          </Link>
        </p>
      </Section>

      {content.calendar && (
        <Section title={content.calendar.title} id="guide-calendar">
          <p className="mb-4 text-slate-300">{content.calendar.intro}</p>
          <ol className="grid gap-3 md:grid-cols-2">
            {content.calendar.events.map((e) => (
              <li key={e.name} className="flex gap-4 rounded-lg border border-slate-800 bg-slate-900/70 p-4">
                <span className="w-24 shrink-0 font-semibold text-emerald-300">{e.month}</span>
                <span>
                  <span className="block font-semibold">{e.name}</span>
                  <span className="block text-sm text-slate-400">{e.place}</span>
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section title="Top Teams by Region" id="guide-teams">
        <TeamsByRegion game={content.game} />
      </Section>

      <Section title="Betting Markets" id="guide-markets">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {content.markets.map((m) => (
            <div key={m.name} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
              <h3 className="font-bold">{m.name}</h3>
              <p className="mt-2 text-sm text-slate-300">{m.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Betting Strategy Tips" id="guide-tips">
        <ol className="space-y-3">
          {content.tips.map((t, i) => (
            <li key={t.title} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
              <h3 className="font-bold">
                {i + 1}. {t.title}
              </h3>
              <p className="mt-1 text-slate-300">{t.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <ReadyToBet game={content.game} />
    </article>
  );
}
