import { GAMES, type Game } from "../games";
import type { bookmakerFeedKeys, bookmakerRedirects, bookmakers, matches, matchResults, players, teams, tournaments } from "../schema/index";
import { ODDS_SOURCES } from "../schema/odds";
import { DEMO_BOOKMAKERS, demoOddsFeedKey } from "./demo-bookmaker-catalog";
import { DEMO_TEAMS, DEMO_TOURNAMENTS } from "./demo-catalog";
import { demoSeriesGames } from "./demo-games";
import { generateDemoPlayers } from "./demo-players";
import { generateDemoHistory, matchResultOf } from "./demo-results";

type NewTournament = typeof tournaments.$inferInsert;
type NewMatch = typeof matches.$inferInsert;
type NewTeam = typeof teams.$inferInsert;
type NewPlayer = typeof players.$inferInsert;
type NewMatchResult = typeof matchResults.$inferInsert;
type NewBookmaker = typeof bookmakers.$inferInsert;
type NewRedirect = typeof bookmakerRedirects.$inferInsert;
type NewFeedKey = typeof bookmakerFeedKeys.$inferInsert;

export type DemoData = {
  teams: NewTeam[];
  tournaments: NewTournament[];
  matches: NewMatch[];
  /** Every demo team's roster. */
  players: NewPlayer[];
  /** The results archive: the finished matches above plus a year of older results only it holds. */
  matchResults: NewMatchResult[];
  bookmakers: (NewBookmaker & { id: number })[];
  redirects: NewRedirect[];
  /** The demo bookmakers' odds feed keys (bookmaker_feed_keys). */
  feedKeys: NewFeedKey[];
};

/** Demo ids live far above provider ids seen so far, so demo rows never collide with synced ones. */
export const DEMO_ID_BASE = {
  team: 9_000_000,
  tournament: 9_100_000,
  /** Tournaments only archived results name (already removed by the cleanup); never stored. */
  archivedTournament: 9_150_000,
  player: 9_200_000,
  match: 90_000_000,
  /** Results only the archive holds (their matches were cleaned up long ago). */
  archivedMatch: 89_000_000,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Small deterministic PRNG (mulberry32) so the demo data is the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Demo team logos are small SVGs served by the site itself (no outside host needed). */
export const demoLogoUrl = (slug: string) => `/demo-logos/${slug}.svg`;

const STREAM_CHANNELS: Record<Game, string[]> = {
  cs2: ["https://www.twitch.tv/frostline_cs", "https://kick.com/baltic-premier"],
  lol: ["https://www.twitch.tv/continental_lol", "https://www.youtube.com/@iberiancircuit"],
  valorant: ["https://www.twitch.tv/spectre_tour", "https://www.twitch.tv/anatolia_vct"],
  dota2: ["https://www.twitch.tv/ancients_dota", "https://www.twitch.tv/steppe_pro"],
};

const floorToQuarter = (ms: number) => Math.floor(ms / (15 * 60_000)) * 15 * 60_000;

function bestOfScore(random: () => number, bestOf: number): [number, number] {
  const toWin = Math.ceil(bestOf / 2);
  const loser = Math.floor(random() * toWin);
  return random() < 0.5 ? [toWin, loser] : [loser, toWin];
}

/**
 * A complete demo world relative to `now`: per game, running/upcoming/finished tournaments
 * (one with a null tier), 17 upcoming (12 in the major, so its page overflows), 1 running (streamed) and 13 recently finished matches,
 * plus finished ones older than 30 days. Every team has a roster of five; finished and running
 * matches list their games; the results archive holds every finished match and a year of older
 * results (at least 14 per team, each pair met at least twice).
 */
export function generateDemoData(now: Date, seed = 2026): DemoData {
  const random = seededRandom(seed);
  // Rosters, games and the archive draw from a stream of their own, so adding them left every
  // team, tournament and match row exactly as it was for the same seed.
  const detailRandom = seededRandom(seed ^ 0x5eed);
  const usedHandles = new Set<string>();
  const nowMs = now.getTime();
  const data: DemoData = { teams: [], tournaments: [], matches: [], players: [], matchResults: [], bookmakers: [], redirects: [], feedKeys: [] };
  let matchSeq = 0;

  GAMES.forEach((game, gameIndex) => {
    const roster = DEMO_TEAMS[game].map((t, i) => {
      const slug = slugify(`${t.name}-${game}`);
      const row: NewTeam = {
        id: DEMO_ID_BASE.team + gameIndex * 100 + i,
        source: "demo",
        game,
        name: t.name,
        acronym: t.acronym,
        slug,
        imageUrl: t.logo ? demoLogoUrl(slug) : null,
        location: t.location,
      };
      return row;
    });
    data.teams.push(...roster);
    data.players.push(...generateDemoPlayers(game, roster, DEMO_ID_BASE.player + gameIndex * 1000, detailRandom, usedHandles));
    data.matchResults.push(
      ...generateDemoHistory(
        game,
        roster,
        DEMO_TOURNAMENTS[game],
        { match: DEMO_ID_BASE.archivedMatch + gameIndex * 1000, tournament: DEMO_ID_BASE.archivedTournament + gameIndex * 1000 },
        nowMs,
        detailRandom,
      ),
    );

    const plans = DEMO_TOURNAMENTS[game];
    plans.forEach((plan, planIndex) => {
      const tournamentId = DEMO_ID_BASE.tournament + gameIndex * 100 + planIndex;
      const name = `${plan.league} ${plan.serie} - ${plan.stage}`;
      const beginAt = new Date(floorToQuarter(nowMs + plan.beginDays * DAY));
      const endAt = new Date(floorToQuarter(nowMs + plan.endDays * DAY));
      data.tournaments.push({
        id: tournamentId,
        source: "demo",
        game,
        name,
        slug: slugify(`${plan.league}-${plan.serie}-${plan.stage}`),
        tier: plan.tier,
        beginAt,
        endAt,
        prizePool: plan.prizePool,
        teamsCount: plan.key === "notier" ? 0 : roster.length,
        leagueId: tournamentId + 50_000,
        leagueName: plan.league,
        leagueSlug: slugify(plan.league),
        serieId: tournamentId + 60_000,
        serieName: plan.serie,
        serieFullName: `${plan.league} ${plan.serie}`,
        serieSeason: null,
        serieYear: now.getUTCFullYear(),
        region: plan.region,
        location: plan.location,
        description: `${plan.stage} of ${plan.league} ${plan.serie}.`,
      });

      const slots: { startMs: number; state: "upcoming" | "running" | "finished" }[] = [];
      if (plan.key === "major") {
        slots.push({ startMs: nowMs - 40 * 60_000, state: "running" });
        for (let i = 0; i < 12; i++) slots.push({ startMs: nowMs + (3 + i * 8) * HOUR, state: "upcoming" });
        for (let i = 0; i < 6; i++) slots.push({ startMs: nowMs - (5 + i * 7) * HOUR, state: "finished" });
      } else if (plan.key === "league") {
        for (let i = 0; i < 5; i++) slots.push({ startMs: nowMs + (20 + i * 22) * HOUR, state: "upcoming" });
        for (let i = 0; i < 4; i++) slots.push({ startMs: nowMs - (30 + i * 20) * HOUR, state: "finished" });
      } else if (plan.key === "recent") {
        for (let i = 0; i < 3; i++) slots.push({ startMs: nowMs - (26 + i * 30) * HOUR, state: "finished" });
      } else if (plan.key === "old") {
        for (let i = 0; i < 3; i++) slots.push({ startMs: beginAt.getTime() + i * DAY, state: "finished" });
      } else if (plan.key === "notier") {
        slots.push({ startMs: nowMs - 30 * 60_000, state: "running" });
        for (let i = 0; i < 3; i++) slots.push({ startMs: nowMs + (6 + i * 12) * HOUR, state: "upcoming" });
        slots.push({ startMs: nowMs - 10 * HOUR, state: "finished" });
      } else if (plan.key === "next") {
        // Upcoming tournament with no matches scheduled yet, as is common before an event.
      }

      for (const slot of slots) {
        const a = Math.floor(random() * roster.length);
        const b = (a + 1 + Math.floor(random() * (roster.length - 1))) % roster.length;
        const teamA = roster[a]!;
        const teamB = roster[b]!;
        const bestOf = plan.key === "major" ? 3 : random() < 0.3 ? 1 : 3;
        const startMs = floorToQuarter(slot.startMs);
        const finishedScore = slot.state === "finished" ? bestOfScore(random, bestOf) : null;
        // A running best-of-one has no game won yet (one win would have ended it).
        const runningScore: [number, number] | null = slot.state === "running" ? (bestOf === 1 ? [0, 0] : [1, 0]) : null;
        const score = finishedScore ?? runningScore;
        const winner = finishedScore ? (finishedScore[0] > finishedScore[1] ? teamA : teamB) : null;
        const hasStream = slot.state === "running" || (plan.key !== "recent" && random() < 0.5);
        const streamUrl = hasStream ? STREAM_CHANNELS[game][random() < 0.7 ? 0 : 1]! : null;
        const id = DEMO_ID_BASE.match + matchSeq++;
        const match: NewMatch = {
          id,
          source: "demo",
          game,
          status: slot.state === "upcoming" ? "not_started" : slot.state,
          name: `${teamA.acronym} vs ${teamB.acronym}`,
          slug: slugify(`${teamA.name}-vs-${teamB.name}-${id}`),
          matchType: "best_of",
          numberOfGames: bestOf,
          scheduledAt: new Date(startMs),
          beginAt: new Date(startMs),
          endAt: slot.state === "finished" ? new Date(startMs + (bestOf * 50 + 10) * 60_000) : null,
          tournamentId,
          tournamentName: name,
          leagueName: plan.league,
          serieName: plan.serie,
          serieFullName: `${plan.league} ${plan.serie}`,
          teamAId: teamA.id,
          teamAName: teamA.name,
          teamAAcronym: teamA.acronym ?? null,
          teamALogo: teamA.imageUrl ?? null,
          teamBId: teamB.id,
          teamBName: teamB.name,
          teamBAcronym: teamB.acronym ?? null,
          teamBLogo: teamB.imageUrl ?? null,
          teamAScore: score ? score[0] : null,
          teamBScore: score ? score[1] : null,
          winnerId: winner?.id ?? null,
          winnerName: winner?.name ?? null,
          streamUrl,
          streams: streamUrl ? [{ url: streamUrl, embedUrl: null, language: "en", main: true, official: true }] : [],
        };
        match.games = demoSeriesGames(
          {
            status: match.status,
            numberOfGames: bestOf,
            teamAId: teamA.id,
            teamBId: teamB.id,
            teamAScore: match.teamAScore ?? null,
            teamBScore: match.teamBScore ?? null,
            beginAt: match.beginAt ?? null,
            endAt: match.endAt ?? null,
          },
          detailRandom,
        );
        data.matches.push(match);
        // The archive holds public results only: an untiered tournament's matches are never shown.
        const archived = plan.tier ? matchResultOf(match) : null;
        if (archived) data.matchResults.push(archived);
      }
    });
  });

  DEMO_BOOKMAKERS.forEach((b, i) => {
    const id = i + 1;
    data.bookmakers.push({
      id,
      name: b.name,
      rating: b.rating,
      bonus: b.bonus,
      bonusType: b.bonusType,
      buttonText: "Welcome Bonus",
      ctaText: null,
      description: b.description,
      termsHighlight: b.terms,
      websiteUrl: b.websiteUrl,
      affiliateUrl: b.affiliateUrl,
      keyFeatures: b.features.map((title) => ({ title })),
      displayOrder: id,
      isFeatured: b.featured,
      active: true,
      publishStatus: "published",
      redirectSlug: b.slug,
    });
    // Mapped to the demo odds feed, so the demo world's match pages compare (demo) prices, and under the
    // same key on every other feed, as the one key of before served every feed (a migrated database has the same).
    for (const source of ODDS_SOURCES) data.feedKeys.push({ bookmakerId: id, source, key: demoOddsFeedKey(b.slug) });
    data.redirects.push({ bookmakerId: id, slug: b.slug, targetUrl: b.affiliateUrl ?? b.websiteUrl });
  });

  return data;
}
