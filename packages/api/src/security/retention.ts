import { lt, or, queryRows, sql, type Db } from "@eb/db";
import { auditLogs, securityEvents, sessions } from "@eb/db/schema";
import { SESSION_IDLE_MS } from "../identity/constants";
import { DAY_MS, pruneRateLimits } from "../platform";
import { pruneExpiredLinks } from "../identity/team/one-time-links";

/** The privacy policy's promise: server security logs (sign-in attempts, refused requests) are kept no longer than 30 days. */
export const SECURITY_EVENT_RETENTION_DAYS = 30;

/**
 * The admins' audit trail is kept a year: it records who changed an affiliate link or reset a
 * second factor, and such questions often come up months later. It holds admin accounts'
 * actions, not visitors' data; the privacy policy says so.
 */
export const AUDIT_LOG_RETENTION_DAYS = 365;

/** Finished manual syncs and cleanups are kept a month for the Debug and Bookmakers screens; the latest of each kind always stays. */
export const OPERATION_RETENTION_DAYS = 30;

export type SecurityPruneResult = { securityEvents: number; auditLogs: number; sessions: number; invitations: number; operations: number };

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes security events and audit rows past their retention, sessions that can no longer be
 * used (past their absolute expiry or idle too long; a request deletes only the session it
 * reads), rate-limit windows older than a day, expired admin invitations and old finished
 * manual operations. These tables stay small (security events are
 * aggregated per kind and window), so the deleted keys are simply counted.
 */
export async function pruneSecurityRecords(db: Db, now: Date): Promise<SecurityPruneResult> {
  const events = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, daysBefore(now, SECURITY_EVENT_RETENTION_DAYS)))
    .returning({ id: securityEvents.id });
  const audit = await db
    .delete(auditLogs)
    .where(lt(auditLogs.createdAt, daysBefore(now, AUDIT_LOG_RETENTION_DAYS)))
    .returning({ id: auditLogs.id });
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  await pruneRateLimits(db, now);
  const invitations = await pruneExpiredLinks(db, now);
  const operations = (
    await queryRows(
      db,
      "jobs.prune-old-operations",
      sql`
      delete from sync_operations
      where finished_at < ${daysBefore(now, OPERATION_RETENTION_DAYS).toISOString()}::timestamptz
        and id not in (select max(id) from sync_operations group by kind)
      returning id`,
    )
  ).length;
  return { securityEvents: events.length, auditLogs: audit.length, sessions: ended.length, invitations, operations };
}
