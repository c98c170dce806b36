import { and, eq, inArray, lt, or, sql, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { DAY_MS } from "../platform";

/** Spec 9: cleanup removes finished matches and tournaments older than 30 days (and called-off matches, which nothing else removes). */
export const ESPORTS_RETENTION_DAYS = 30;

/**
 * The esports data's part of the daily cleanup. Finished matches by their end, cancelled and
 * postponed ones by their begin time (else their last update: a cancelled match may never get a
 * date), and tournaments by their end.
 */
export async function pruneEsportsData(db: Db, now: Date): Promise<{ matches: number; tournaments: number }> {
  const cutoff = new Date(now.getTime() - ESPORTS_RETENTION_DAYS * DAY_MS);
  const before = cutoff.toISOString();
  return db.transaction(async (tx) => {
    const finished = and(eq(matches.status, "finished"), sql`coalesce(${matches.endAt}, ${matches.beginAt}) < ${before}`);
    const calledOff = and(inArray(matches.status, ["canceled", "postponed"]), sql`coalesce(${matches.beginAt}, ${matches.updatedAt}) < ${before}`);
    const goneMatches = await tx.delete(matches).where(or(finished, calledOff)).returning({ id: matches.id });
    const goneTournaments = await tx.delete(tournaments).where(lt(tournaments.endAt, cutoff)).returning({ id: tournaments.id });
    return { matches: goneMatches.length, tournaments: goneTournaments.length };
  });
}
