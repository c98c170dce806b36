import { matches } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import { findLogo, httpUrl, type LogoIndex, logoUrl, type PublicMatch } from "../shared";

/** Columns the public side may see; selected explicitly so nothing else leaks. */
export const publicMatchColumns = {
  id: matches.id,
  game: matches.game,
  status: matches.status,
  beginAt: matches.beginAt,
  endAt: matches.endAt,
  tournamentId: matches.tournamentId,
  tournamentName: matches.tournamentName,
  leagueName: matches.leagueName,
  serieName: matches.serieName,
  serieFullName: matches.serieFullName,
  teamAId: matches.teamAId,
  teamAName: matches.teamAName,
  teamAAcronym: matches.teamAAcronym,
  teamALogo: matches.teamALogo,
  teamBId: matches.teamBId,
  teamBName: matches.teamBName,
  teamBAcronym: matches.teamBAcronym,
  teamBLogo: matches.teamBLogo,
  teamAScore: matches.teamAScore,
  teamBScore: matches.teamBScore,
  winnerName: matches.winnerName,
  streamUrl: matches.streamUrl,
};

type MatchRow = {
  [K in keyof typeof publicMatchColumns]: (typeof publicMatchColumns)[K]["_"]["data"] | null;
} & { id: number; game: Game; status: string };

/** A stored row as the public side sees it: a stored stream or logo URL goes out only when safe on a page. */
export function toPublicMatch(row: MatchRow, logos: LogoIndex): PublicMatch {
  const team = (id: number | null, name: string | null, acronym: string | null, logo: string | null) =>
    name ? { id, name, acronym, logo: logoUrl(logo) ?? findLogo(logos, name) } : null;
  return {
    id: row.id,
    game: row.game,
    status: row.status,
    beginAt: row.beginAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    leagueName: row.leagueName,
    serieName: row.serieName,
    serieFullName: row.serieFullName,
    teamA: team(row.teamAId, row.teamAName, row.teamAAcronym, row.teamALogo),
    teamB: team(row.teamBId, row.teamBName, row.teamBAcronym, row.teamBLogo),
    teamAScore: row.teamAScore,
    teamBScore: row.teamBScore,
    winner: row.winnerName,
    streamUrl: httpUrl(row.streamUrl),
  };
}
