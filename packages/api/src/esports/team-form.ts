import { and, desc, eq, isNotNull, isNull, or, type Db, type SQL } from "@eb/db";
import { matchResults, tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import type { TeamResult } from "../shared";
import { resultForTeam } from "./team-results";

/** The match page's form: each team's last 5 results; and the last 5 meetings of the two. */
export const MATCH_FORM_LIMIT = 5;
export const HEAD_TO_HEAD_LIMIT = 5;
/** The team page's recent results (issue 24: form over the last 10). */
export const TEAM_FORM_LIMIT = 10;

const archivedColumns = {
  id: matchResults.id,
  finishedAt: matchResults.finishedAt,
  teamAId: matchResults.teamAId,
  teamAName: matchResults.teamAName,
  teamAAcronym: matchResults.teamAAcronym,
  teamBId: matchResults.teamBId,
  teamBName: matchResults.teamBName,
  teamBAcronym: matchResults.teamBAcronym,
  teamAScore: matchResults.teamAScore,
  teamBScore: matchResults.teamBScore,
  winnerId: matchResults.winnerId,
  tournamentName: matchResults.tournamentName,
};

/**
 * Results from the archive (match_results), newest first. Spec 5 shows only tiered tournaments'
 * matches, and the archive receives only theirs (esports-sync's ARCHIVABLE); a result whose
 * tournament has since lost its tier stays out here, and one whose tournament the cleanup has
 * removed counts (the archive outlives the tournaments by design).
 */
function archivedResults(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(archivedColumns)
    .from(matchResults)
    .leftJoin(tournaments, eq(tournaments.id, matchResults.tournamentId))
    .where(and(where, or(isNull(tournaments.id), isNotNull(tournaments.tier))))
    .orderBy(desc(matchResults.finishedAt), desc(matchResults.id))
    .limit(limit);
}

/** A team's latest results of one game, from its side. */
export async function teamForm(db: Db, game: Game, teamId: number, limit: number): Promise<TeamResult[]> {
  const rows = await archivedResults(db, and(eq(matchResults.game, game), or(eq(matchResults.teamAId, teamId), eq(matchResults.teamBId, teamId))), limit);
  return rows.map((row) => resultForTeam(row, teamId));
}

/** The latest meetings of two teams of one game, from the first team's side. */
export async function headToHead(db: Db, game: Game, teamId: number, opponentId: number, limit: number): Promise<TeamResult[]> {
  const rows = await archivedResults(
    db,
    and(
      eq(matchResults.game, game),
      or(
        and(eq(matchResults.teamAId, teamId), eq(matchResults.teamBId, opponentId)),
        and(eq(matchResults.teamAId, opponentId), eq(matchResults.teamBId, teamId)),
      ),
    ),
    limit,
  );
  return rows.map((row) => resultForTeam(row, teamId));
}
