import type { BonusType } from "@eb/db/bookmaker-values";
import type { Game } from "./games";
import type { CardOdds } from "./odds-types";
import type { TournamentStatus } from "./tournament-rules";

export type PublicTeam = { id: number | null; name: string; acronym: string | null; logo: string | null };

/** A match as the public site sees it. Times are ISO strings (no transformer on the wire). */
export type PublicMatch = {
  id: number;
  game: Game;
  status: string;
  beginAt: string | null;
  endAt: string | null;
  tournamentId: number | null;
  tournamentName: string | null;
  leagueName: string | null;
  serieName: string | null;
  serieFullName: string | null;
  teamA: PublicTeam | null;
  teamB: PublicTeam | null;
  teamAScore: number | null;
  teamBScore: number | null;
  winner: string | null;
  streamUrl: string | null;
  /** The best fresh price per side for the card (upcoming matches with odds); absent otherwise. */
  bestOdds?: CardOdds;
};

/**
 * One screen of a match list and how many matches the same filters find in all (the list may be
 * cut). The count stops at a cap: `totalCapped` says there are more than `total` ("1,000+").
 */
export type PublicMatchList = { matches: PublicMatch[]; total: number; totalCapped: boolean };

/** A running match in a "Live now" block: its card, and the map being played (null between maps). */
export type PublicLiveMatch = PublicMatch & { currentMap: number | null };

/**
 * The "Live now" block: the running matches, and the live log's newest id when they were read (0:
 * empty), which the block's stream resumes after, as a match page's does (MatchDetail.liveEventId).
 */
export type PublicLiveMatchList = { matches: PublicLiveMatch[]; liveEventId: number };

export type PublicTournament = {
  id: number;
  game: Game;
  name: string;
  slug: string | null;
  status: TournamentStatus;
  tier: string | null;
  beginAt: string | null;
  endAt: string | null;
  prizePool: string | null;
  teamsCount: number;
  leagueName: string | null;
  leagueSlug: string | null;
  serieName: string | null;
  serieFullName: string | null;
  serieSeason: string | null;
  serieYear: number | null;
  region: string | null;
  location: string | null;
  description: string | null;
  updatedAt: string;
};

/** One page of the tournament list (/tournaments), with how many tournaments its filters find (up to the cap). */
export type PublicTournamentPage = { tournaments: PublicTournament[]; total: number; totalCapped: boolean; page: number; pageCount: number };

export type TournamentDetail = {
  tournament: PublicTournament;
  /** True when no tournament row exists and the record was built from its matches. */
  isFallback: boolean;
  live: PublicMatch[];
  upcoming: PublicMatch[];
  upcomingTotal: number;
  recent: PublicMatch[];
  totalMatches: number;
};

export type PublicBookmaker = {
  id: number;
  name: string;
  rating: number;
  description: string | null;
  bonus: string | null;
  bonusType: BonusType;
  buttonText: string;
  ctaText: string | null;
  keyFeatures: { title: string; description?: string | null }[];
  termsHighlight: string | null;
  isFeatured: boolean;
  redirectSlug: string | null;
  websiteUrl: string | null;
  /**
   * The visitor's place does not allow this bonus to be shown (bonuses may not be advertised there,
   * or its key terms must be shown and none are written): bonus, its label, CTA and terms are
   * empty, and the card offers a plain visit to the site.
   */
  bonusWithheld: boolean;
};

/**
 * A match's live state as the live streams send it (`event: state`, the JSON data): its status, the
 * series score, the map being played and every map listed so far, winners on our sides.
 */
export type PublicLiveState = {
  matchId: number;
  game: Game;
  status: string;
  scoreA: number | null;
  scoreB: number | null;
  currentMap: number | null;
  /** The series' winner once decided. */
  winner: "teamA" | "teamB" | null;
  /** Name and score (rounds or kills) only where the real-time feed gave them. */
  maps: { position: number; status: string; winner: "teamA" | "teamB" | null; name?: string | null; scoreA?: number | null; scoreB?: number | null }[];
};

/** One game (map) of a series: its position, status and which side won, where the provider says. */
/**
 * One game of a series. Its map's name and its score (rounds or kills, team A's first) only where
 * the real-time feed said them; absent otherwise.
 */
export type PublicSeriesGame = { position: number; status: string; winner: "a" | "b" | null; name?: string; scoreA?: number | null; scoreB?: number | null };

/**
 * One finished match from the results archive, seen from one team's side: W, L, or D for a draw
 * (no winner, equal scores); null when the archive does not say.
 */
export type TeamResult = {
  matchId: number;
  finishedAt: string;
  outcome: "W" | "L" | "D" | null;
  opponent: { id: number | null; name: string; acronym: string | null } | null;
  score: number | null;
  opponentScore: number | null;
  tournamentName: string | null;
};

/** The match page: the match, its series and each side's form and their meetings, from the archive. */
export type MatchDetail = {
  match: PublicMatch;
  /** "best_of", "first_to", ... as the provider says; with numberOfGames it makes the format. */
  matchType: string | null;
  numberOfGames: number | null;
  games: PublicSeriesGame[];
  /** Each known team's latest results (null for a side not yet known). */
  formA: TeamResult[] | null;
  formB: TeamResult[] | null;
  /** The two teams' latest meetings, from team A's side (empty while a side is unknown). */
  headToHead: TeamResult[];
  /**
   * The live log's newest id when this was read (0: empty): the page's live stream resumes after
   * it, so no change between the read and the stream is lost (a change in both is applied twice,
   * to the same effect: each carries the whole state).
   */
  liveEventId: number;
};

export type PublicPlayer = {
  id: number;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  /** ISO 3166-1 alpha-2. */
  nationality: string | null;
};

export type TeamTournament = { id: number; game: Game; name: string; leagueName: string | null; status: TournamentStatus };

/** The team page: what is known of the team, its roster, results, matches and tournaments. */
export type TeamDetail = {
  team: { id: number; game: Game; name: string; acronym: string | null; logo: string | null; location: string | null };
  roster: PublicPlayer[];
  results: TeamResult[];
  live: PublicMatch[];
  upcoming: PublicMatch[];
  tournaments: TeamTournament[];
};

/** A game guide's region list: each team name with its team page when it names a synced team of the game. */
export type PublicTeamRegion = { name: string; teams: Array<{ name: string; path: string | null }> };
