import type { TeamResult } from "../shared";

/** An archived result as stored (match_results), the columns a team's side needs. */
export type ArchivedResult = {
  id: number;
  finishedAt: Date;
  teamAId: number | null;
  teamAName: string | null;
  teamAAcronym: string | null;
  teamBId: number | null;
  teamBName: string | null;
  teamBAcronym: string | null;
  teamAScore: number | null;
  teamBScore: number | null;
  winnerId: number | null;
  tournamentName: string | null;
};

/**
 * One archived result from `teamId`'s side. The outcome comes from the provider's winner; with no
 * winner, equal known scores are a draw, anything else is left unknown (nothing is inferred from a
 * partial score).
 */
export function resultForTeam(row: ArchivedResult, teamId: number): TeamResult {
  const isA = row.teamAId === teamId;
  const opponentId = isA ? row.teamBId : row.teamAId;
  const opponentName = isA ? row.teamBName : row.teamAName;
  const score = isA ? row.teamAScore : row.teamBScore;
  const opponentScore = isA ? row.teamBScore : row.teamAScore;
  let outcome: TeamResult["outcome"] = null;
  if (row.winnerId !== null) outcome = row.winnerId === teamId ? "W" : "L";
  else if (score !== null && opponentScore !== null && score === opponentScore) outcome = "D";
  return {
    matchId: row.id,
    finishedAt: row.finishedAt.toISOString(),
    outcome,
    opponent: opponentName ? { id: opponentId, name: opponentName, acronym: isA ? row.teamBAcronym : row.teamAAcronym } : null,
    score,
    opponentScore,
    tournamentName: row.tournamentName,
  };
}
