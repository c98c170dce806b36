import type { BonusType } from "@eb/db/bookmaker-values";
import type { Game } from "./games";
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
};

/** One screen of a match list and how many matches the same filters find in all (the list may be cut). */
export type PublicMatchList = { matches: PublicMatch[]; total: number };

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
};
