import type { Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { HOUR_MS } from "../platform";

let nextId = 1;

type NewTournament = typeof tournaments.$inferInsert;
type NewMatch = typeof matches.$inferInsert;

export async function addTournament(db: Db, row: Partial<NewTournament> = {}): Promise<NewTournament & { id: number }> {
  const value = { id: nextId++, game: "cs2" as const, name: `Tournament ${nextId}`, tier: "a", ...row };
  await db.insert(tournaments).values(value);
  return value;
}

export async function addMatch(db: Db, row: Partial<NewMatch> & { tournamentId: number }): Promise<NewMatch & { id: number }> {
  const value = {
    id: nextId++,
    game: "cs2" as const,
    status: "not_started",
    teamAName: "Alpha",
    teamBName: "Bravo",
    ...row,
  };
  await db.insert(matches).values(value);
  return value;
}

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);
