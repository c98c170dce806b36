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

/** `n` matches in one insert, each row from its index (for lists and counts at size). */
export async function addMatches(db: Db, n: number, row: (i: number) => Partial<NewMatch> & { tournamentId: number }): Promise<void> {
  const values = Array.from({ length: n }, (_, i) => ({
    id: nextId++,
    game: "cs2" as const,
    status: "not_started",
    teamAName: "Alpha",
    teamBName: "Bravo",
    ...row(i),
  }));
  await db.insert(matches).values(values);
}

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);
