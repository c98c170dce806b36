import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { GAMES, GAME_FULL_NAMES, GAME_SHORT_NAMES, featuredFirst, formatPrizePool, heroContent, tournamentPath, type PublicBookmaker } from "@eb/api/shared";
import { organizationLd, webSiteLd } from "@eb/api/seo";
import { useTRPC } from "../lib/trpc";
import { PageHead, useSiteUrl } from "../lib/head";
import { useCurrentYear } from "../lib/viewer-clock";
import { SITE_NAME } from "../lib/site";
import { BookmakerCard } from "../components/bookmaker-card";
import { MatchCard } from "../components/match-card";
import { LiveNow } from "../components/live-now";
import { EmptyState, ErrorState, LoadingState } from "../components/list-states";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { queries } from "./queries";
import { usePlace } from "../lib/experiments/experiments";
import type { LoadArgs, Trpc } from "./types";
import { useJurisdiction } from "../lib/jurisdiction";
import { ageLabel, noBookmakersNotice } from "../lib/offer-texts";

/** Spec 9: the home page shows the next 4 upcoming matches and up to 3 running tournaments. */
const HOME_MATCHES = 4;
const HOME_TOURNAMENTS = 3;

const homeQueries = {
  bookmakers: (trpc: Trpc) => queries.bookmakers(trpc),
  matches: (trpc: Trpc) => queries.upcoming(trpc, "all", HOME_MATCHES),
  tournaments: (trpc: Trpc) => queries.tournaments(trpc, "all", "running", HOME_TOURNAMENTS),
};

export const loadHome = ({ trpc, queryClient }: LoadArgs) =>
  Promise.all([
    queryClient.prefetchQuery(homeQueries.bookmakers(trpc)),
    queryClient.prefetchQuery(homeQueries.matches(trpc)),
    queryClient.prefetchQuery(homeQueries.tournaments(trpc)),
    queryClient.prefetchQuery(queries.live(trpc, "all")),
  ]);

const GAME_BLURBS: Record<(typeof GAMES)[number], string> = {
  cs2: "Map handicaps, totals and Major odds for Counter-Strike 2.",
  lol: "LCK, LEC and Worlds markets: first blood, dragons and series winners.",
  valorant: "VCT betting with map winners, round handicaps and pistol rounds.",
  dota2: "The International and DPC leagues: first tower, Roshan and kills.",
};

function SectionHeading({ id, title, link }: { id: string; title: string; link?: { href: string; label: string } }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {link && (
        <Link
          href={link.href}
          className="rounded text-sm font-medium text-emerald-400 hover:text-emerald-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
        >
          {link.label} →
        </Link>
      )}
    </div>
  );
}

function BookmakerGrid() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(homeQueries.bookmakers(trpc));
  const jurisdiction = useJurisdiction();
  if (isPending) return <LoadingState>Loading bookmakers...</LoadingState>;
  if (isError) return <ErrorState title="Failed to load bookmakers" description="Please try again later" />;
  // Only bookmakers licensed where the visitor is are listed (issue 26): an empty list says so.
  if (data.length === 0) {
    const none = noBookmakersNotice(jurisdiction);
    return (
      <div data-no-bookmakers>
        <EmptyState title={none.title} description={none.description} />
      </div>
    );
  }
  return <BookmakerList bookmakers={data} />;
}

function BookmakerList({ bookmakers }: { bookmakers: PublicBookmaker[] }) {
  const featured = usePlace("featured_bookmaker");
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {featuredFirst(bookmakers, featured).map((b) => (
        <BookmakerCard key={b.id} bookmaker={b} />
      ))}
    </div>
  );
}

function NextMatches() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(homeQueries.matches(trpc));
  if (isPending) return <LoadingState>Loading upcoming matches...</LoadingState>;
  if (isError) return <ErrorState title="Failed to load matches" description="Please try again later" />;
  if (data.matches.length === 0) return <EmptyState title="No matches found" description="No upcoming matches at the moment. Check back soon!" />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {data.matches.map((m) => (
        <MatchCard key={m.id} match={m} />
      ))}
    </div>
  );
}

function RunningTournaments() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(homeQueries.tournaments(trpc));
  if (isPending) return <LoadingState>Loading tournaments...</LoadingState>;
  if (isError) return <ErrorState title="Failed to load tournaments" description="Please try again later" />;
  if (data.length === 0) return <EmptyState title="No tournaments found" description="No tournaments are running right now." />;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {data.map((t) => (
        <li key={t.id}>
          <Link
            href={tournamentPath(t.game, t.id, t.name)}
            className="block h-full rounded-xl border border-slate-800 bg-slate-900/70 p-5 transition-colors hover:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
          >
            <div className="flex items-center justify-between gap-2">
              <Badge variant="game">{GAME_SHORT_NAMES[t.game]}</Badge>
              <Badge variant="destructive">Live</Badge>
            </div>
            <p className="mt-3 font-bold">{t.name}</p>
            {t.leagueName && <p className="text-sm text-slate-400">{t.leagueName}</p>}
            <p className="mt-3 text-sm">
              <span className="text-slate-400">Prize Pool: </span>
              <span className="font-semibold text-emerald-300">{formatPrizePool(t.prizePool)}</span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The hero as the site writes it; an A/B test on "home_hero" may show a variant's instead. */
const SITE_HERO = {
  headline: "Best Esports Betting Sites {year}",
  text: "Compare trusted bookmakers, claim the best welcome bonuses and follow upcoming CS2, League of Legends, Valorant and Dota 2 matches.",
};
/** The same where bonuses may not be advertised (Ontario): no invitation to claim one. */
const SITE_HERO_WITHOUT_BONUSES = {
  ...SITE_HERO,
  text: "Compare trusted bookmakers and follow upcoming CS2, League of Legends, Valorant and Dota 2 matches.",
};

export function HomePage() {
  const siteUrl = useSiteUrl();
  const year = useCurrentYear();
  const jurisdiction = useJurisdiction();
  const hero = heroContent(usePlace("home_hero"), jurisdiction.bonusesAllowed ? SITE_HERO : SITE_HERO_WITHOUT_BONUSES, year);
  return (
    <div className="space-y-16">
      <PageHead
        title={`Best Esports Betting Sites ${year} | ${SITE_NAME}`}
        description={`Compare the best esports betting sites of ${year}: bookmaker ratings and welcome bonuses, upcoming CS2, LoL, Valorant and Dota 2 matches, and running tournaments.`}
        keywords="esports betting, best esports betting sites, cs2 betting, lol betting, valorant betting, dota 2 betting, betting bonuses"
        jsonLd={() => [organizationLd({ url: siteUrl, name: SITE_NAME }), webSiteLd({ url: siteUrl, name: SITE_NAME })]}
      />
      <section className="rounded-2xl border border-slate-800 bg-gradient-to-br from-emerald-950/60 via-slate-900 to-slate-950 px-6 py-12 text-center sm:px-10 sm:py-16">
        <Badge variant="secondary" className="mb-4">
          {ageLabel(jurisdiction)} · Updated for {year}
        </Badge>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.headline}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{hero.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/bonuses">{jurisdiction.bonusesAllowed ? "View Bonuses" : "Compare Bookmakers"}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/matches/upcoming">Upcoming Matches</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="bookmakers-heading">
        <SectionHeading id="bookmakers-heading" title="Top Esports Betting Sites" link={{ href: "/bonuses", label: "All bonuses" }} />
        <BookmakerGrid />
      </section>

      <section aria-labelledby="games-heading">
        <SectionHeading id="games-heading" title="Betting Guides by Game" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GAMES.map((g) => (
            <li key={g}>
              <Link
                href={`/games/${g}`}
                className="block h-full rounded-xl border border-slate-800 bg-slate-900/70 p-5 transition-colors hover:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
              >
                <Badge variant="game">{GAME_SHORT_NAMES[g]}</Badge>
                <p className="mt-3 text-lg font-bold">{GAME_FULL_NAMES[g]}</p>
                <p className="mt-1 text-sm text-slate-400">{GAME_BLURBS[g]}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <LiveNow game="all" />

      <section aria-labelledby="matches-heading">
        <SectionHeading id="matches-heading" title="Upcoming Matches" link={{ href: "/matches/upcoming", label: "All matches" }} />
        <NextMatches />
      </section>

      <section aria-labelledby="tournaments-heading">
        <SectionHeading id="tournaments-heading" title="Live Tournaments" link={{ href: "/tournaments", label: "View all tournaments" }} />
        <RunningTournaments />
      </section>
    </div>
  );
}
