import { and, eq, inArray, lt, or, sql, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import { pruneAnalyticsEvents } from "./analytics/retention";
import { pruneRedirectHits } from "./bookmakers/hit-retention";
import { pruneSecurityRecords, type SecurityPruneResult } from "./security/retention";
import { DAY_MS } from "./platform";

/** Spec 9: cleanup removes finished matches and tournaments older than 30 days (and called-off matches, which nothing else removes). */
export const RETENTION_DAYS = 30;

export type CleanupResult = SecurityPruneResult & {
  success: boolean;
  matches: number;
  tournaments: number;
  analyticsEvents: number;
  redirectHits: number;
  message: string;
};

/**
 * Finished matches by their end, cancelled and postponed ones by their begin time (else their
 * last update: a cancelled match may never get a date), and tournaments by their end.
 */
async function pruneEsportsData(db: Db, cutoff: Date): Promise<{ matches: number; tournaments: number }> {
  const before = cutoff.toISOString();
  return db.transaction(async (tx) => {
    const finished = and(eq(matches.status, "finished"), sql`coalesce(${matches.endAt}, ${matches.beginAt}) < ${before}`);
    const calledOff = and(inArray(matches.status, ["canceled", "postponed"]), sql`coalesce(${matches.beginAt}, ${matches.updatedAt}) < ${before}`);
    const goneMatches = await tx.delete(matches).where(or(finished, calledOff)).returning({ id: matches.id });
    const goneTournaments = await tx.delete(tournaments).where(lt(tournaments.endAt, cutoff)).returning({ id: tournaments.id });
    return { matches: goneMatches.length, tournaments: goneTournaments.length };
  });
}

/** The daily cleanup: old esports data, and every kind of stored record past the retention the privacy policy promises. */
export async function cleanupOldData(db: Db, now: Date): Promise<CleanupResult> {
  const esports = await pruneEsportsData(db, new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
  const security = await pruneSecurityRecords(db, now);
  const analyticsEvents = await pruneAnalyticsEvents(db, now);
  const redirectHits = await pruneRedirectHits(db, now);
  return {
    success: true,
    ...esports,
    ...security,
    analyticsEvents,
    redirectHits,
    message:
      `Removed ${esports.matches} matches and ${esports.tournaments} tournaments older than ${RETENTION_DAYS} days; ` +
      `past retention: ${security.securityEvents} security events, ${security.auditLogs} audit entries, ${security.sessions} expired sessions, ${security.invitations} expired invitations, ${security.operations} old sync operations, ${analyticsEvents} analytics events, ${redirectHits} redirect hits`,
  };
}
