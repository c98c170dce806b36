import { eq, type Db } from "@eb/db";
import { matches } from "@eb/db/schema";
import type { StoredMatch } from "./apply-update";

/** The stored columns a frame moves, or null when the match is not stored. */
export async function readStoredMatch(db: Db, id: number): Promise<StoredMatch | null> {
  const [row] = await db
    .select({
      id: matches.id,
      game: matches.game,
      status: matches.status,
      matchType: matches.matchType,
      numberOfGames: matches.numberOfGames,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      teamAName: matches.teamAName,
      teamBName: matches.teamBName,
      teamAScore: matches.teamAScore,
      teamBScore: matches.teamBScore,
      winnerId: matches.winnerId,
      games: matches.games,
    })
    .from(matches)
    .where(eq(matches.id, id));
  return row ?? null;
}
