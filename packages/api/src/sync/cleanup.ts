import { and, eq, lt, sql, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";

/** Spec 9: cleanup removes finished matches and tournaments older than 30 days. Only cleanup deletes. */
export const RETENTION_DAYS = 30;

export type CleanupResult = { success: boolean; matches: number; tournaments: number; message: string };

export async function cleanupOldData(db: Db, now: Date): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const goneMatches = await tx
      .delete(matches)
      .where(and(eq(matches.status, "finished"), sql`coalesce(${matches.endAt}, ${matches.beginAt}) < ${cutoff.toISOString()}`))
      .returning({ id: matches.id });
    const goneTournaments = await tx.delete(tournaments).where(lt(tournaments.endAt, cutoff)).returning({ id: tournaments.id });
    return {
      success: true,
      matches: goneMatches.length,
      tournaments: goneTournaments.length,
      message: `Removed ${goneMatches.length} matches and ${goneTournaments.length} tournaments older than ${RETENTION_DAYS} days`,
    };
  });
}
