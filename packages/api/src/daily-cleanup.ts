import type { Db } from "@eb/db";
import { pruneAnalyticsEvents } from "./analytics";
import { pruneRedirectHits } from "./bookmakers";
import { ARCHIVE_RETENTION_DAYS, ESPORTS_RETENTION_DAYS, pruneEsportsData, type SyncDeps } from "./esports-sync";
import { pruneIdentityRecords } from "./identity";
import { pruneLiveEvents } from "./live";
import { pruneOdds } from "./odds";
import { CLICK_RETENTION_DAYS, pruneAffiliateClicks } from "./revenue";
import { type Job, pruneFinishedOperations } from "./jobs";
import { DAY_MS, pruneRateLimits } from "./platform";
import { pruneSecurityLog } from "./security";

// The daily cleanup: every domain's retention, in one job and one result. A domain that stores
// something with a retention exports its prune function from its index.ts and is called here, as
// admin-router.ts lists every domain's router.

export type CleanupResult = {
  success: boolean;
  matches: number;
  tournaments: number;
  /** Finished matches the cleanup archived before deleting them (the sync had not). */
  archivedResults: number;
  /** Archived results older than ARCHIVE_RETENTION_DAYS. */
  matchResults: number;
  /** Players without a team, unchanged for 30 days. */
  players: number;
  securityEvents: number;
  auditLogs: number;
  sessions: number;
  invitations: number;
  operations: number;
  analyticsEvents: number;
  redirectHits: number;
  /** Raw /go clicks no conversion names, older than CLICK_RETENTION_DAYS; hourly and page click rollup rows past theirs. */
  affiliateClicks: number;
  clickRollups: number;
  /** Prices and price history of matches gone from both the matches and the archive; feed events and keys no longer sent. */
  oddsPrices: number;
  oddsHistory: number;
  oddsEvents: number;
  oddsFeedBookmakers: number;
  /** Live changes older than a day (a stream resumed later starts from the current state). */
  liveEvents: number;
  message: string;
};

/** Old esports data, and every kind of stored record past the retention the privacy policy promises. */
export async function cleanupOldData(db: Db, now: Date): Promise<CleanupResult> {
  const esports = await pruneEsportsData(db, now);
  const security = await pruneSecurityLog(db, now);
  const identity = await pruneIdentityRecords(db, now);
  // Rate-limit windows older than a day: every limit is far shorter. Not counted.
  await pruneRateLimits(db, now);
  const operations = await pruneFinishedOperations(db, now);
  const analyticsEvents = await pruneAnalyticsEvents(db, now);
  const redirectHits = await pruneRedirectHits(db, now);
  const clicks = await pruneAffiliateClicks(db, now);
  // After the esports prune: a match deleted (and archived) above keeps its prices; one gone from both loses them.
  const odds = await pruneOdds(db, now);
  const liveEvents = await pruneLiveEvents(db, now);
  return {
    success: true,
    ...esports,
    ...security,
    ...identity,
    operations,
    analyticsEvents,
    redirectHits,
    ...clicks,
    ...odds,
    liveEvents,
    message:
      `Removed ${esports.matches} matches and ${esports.tournaments} tournaments older than ${ESPORTS_RETENTION_DAYS} days; ` +
      `past retention: ${esports.matchResults} archived results older than ${ARCHIVE_RETENTION_DAYS} days, ${esports.players} players without a team, ${security.securityEvents} security events, ${security.auditLogs} audit entries, ${identity.sessions} expired sessions, ${identity.invitations} expired invitations, ${operations} old sync operations, ${analyticsEvents} analytics events, ${redirectHits} redirect hits, ` +
      `${clicks.affiliateClicks} affiliate clicks older than ${CLICK_RETENTION_DAYS} days and ${clicks.clickRollups} click rollup rows, ` +
      `${odds.oddsPrices} prices and ${odds.oddsHistory} price history rows of matches no longer kept, ${odds.oddsEvents} odds feed events and ${odds.oddsFeedBookmakers} feed bookmaker keys no longer sent, ${liveEvents} live changes older than a day`,
  };
}

/** The cleanup as a job, an operation or a command runs it: logs the counts with the message. */
export function runCleanup(deps: Pick<SyncDeps, "db" | "now" | "log">): Promise<CleanupResult> {
  return cleanupOldData(deps.db, deps.now()).then((result) => {
    const { message, ...counts } = result;
    deps.log.info(counts, message);
    return result;
  });
}

export const CLEANUP_INTERVAL_MS = DAY_MS;

/** The daily cleanup as a periodic job (the start-up sync does not cover it). */
export function cleanupJob(deps: Pick<SyncDeps, "db" | "now" | "log">): Job {
  return { name: "cleanup", everyMs: CLEANUP_INTERVAL_MS, run: () => runCleanup(deps) };
}
