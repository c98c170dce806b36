import type { Db } from "@eb/db";
import { matchResults, players, teams } from "@eb/db/schema";

type NewResult = typeof matchResults.$inferInsert;

let nextResultId = 900_000;

/** One archived result (match_results); by default team 1 beat team 2, 2–1, in cs2. */
export async function addResult(db: Db, row: Partial<NewResult> & { finishedAt: Date }): Promise<NewResult & { id: number }> {
  const value = {
    id: nextResultId++,
    game: "cs2" as const,
    teamAId: 1,
    teamAName: "Alpha",
    teamBId: 2,
    teamBName: "Bravo",
    teamAScore: 2,
    teamBScore: 1,
    winnerId: 1,
    ...row,
  };
  await db.insert(matchResults).values(value);
  return value;
}

export const addTeam = (db: Db, row: typeof teams.$inferInsert) => db.insert(teams).values(row);
export const addPlayer = (db: Db, row: typeof players.$inferInsert) => db.insert(players).values(row);
