import { and, eq, inArray, isNull, lt, or, sql, type Db } from "@eb/db";
import { matches, matchResults, players, tournaments } from "@eb/db/schema";
import { DAY_MS } from "../platform";
import { archiveFinishedMatches } from "./store/archive";

/** Spec 9: cleanup removes finished matches and tournaments older than 30 days (and called-off matches, which nothing else removes). */
export const ESPORTS_RETENTION_DAYS = 30;

/**
 * The results archive outlives the spec's 30 days (docs/deviations.md): form and head-to-head
 * need a team's results and the meetings of two teams over more than a month, and two years of
 * compact rows cover them at a small, bounded size.
 */
export const ARCHIVE_RETENTION_DAYS = 730;

/** A player with no team is kept this long after the sync last changed them (they may sign elsewhere). */
export const TEAMLESS_PLAYER_RETENTION_DAYS = 30;

export type EsportsPruneCounts = {
  matches: number;
  tournaments: number;
  /** Finished matches copied into the archive just before they were deleted (those not already there). */
  archivedResults: number;
  /** Archive rows past ARCHIVE_RETENTION_DAYS. */
  matchResults: number;
  players: number;
};

/**
 * The esports data's part of the daily cleanup, in one transaction. Finished matches by their
 * end, cancelled and postponed ones by their begin time (else their last update: a cancelled
 * match may never get a date), and tournaments by their end. A finished match is archived before
 * it goes (the sync archives it when it finishes; this catches any the archive lacks, such as
 * matches stored before the archive existed). Archived results go after two years, and players
 * without a team after 30 days without an update.
 */
export async function pruneEsportsData(db: Db, now: Date): Promise<EsportsPruneCounts> {
  const cutoff = new Date(now.getTime() - ESPORTS_RETENTION_DAYS * DAY_MS);
  const before = cutoff.toISOString();
  const archiveCutoff = new Date(now.getTime() - ARCHIVE_RETENTION_DAYS * DAY_MS);
  const playerCutoff = new Date(now.getTime() - TEAMLESS_PLAYER_RETENTION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const finished = and(eq(matches.status, "finished"), sql`coalesce(${matches.endAt}, ${matches.beginAt}) < ${before}`);
    const calledOff = and(inArray(matches.status, ["canceled", "postponed"]), sql`coalesce(${matches.beginAt}, ${matches.updatedAt}) < ${before}`);
    const archived = await archiveFinishedMatches(tx, finished!);
    const goneMatches = await tx.delete(matches).where(or(finished, calledOff)).returning({ id: matches.id });
    const goneTournaments = await tx.delete(tournaments).where(lt(tournaments.endAt, cutoff)).returning({ id: tournaments.id });
    const goneResults = await tx.delete(matchResults).where(lt(matchResults.finishedAt, archiveCutoff)).returning({ id: matchResults.id });
    const gonePlayers = await tx
      .delete(players)
      .where(and(isNull(players.teamId), lt(players.updatedAt, playerCutoff)))
      .returning({ id: players.id });
    return {
      matches: goneMatches.length,
      tournaments: goneTournaments.length,
      archivedResults: archived.inserted,
      matchResults: goneResults.length,
      players: gonePlayers.length,
    };
  });
}
