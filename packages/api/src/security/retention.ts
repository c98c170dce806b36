import { lt, type Db } from "@eb/db";
import { auditLogs, securityEvents } from "@eb/db/schema";
import { DAY_MS } from "../platform";

/** The privacy policy's promise: server security logs (sign-in attempts, refused requests) are kept no longer than 30 days. */
export const SECURITY_EVENT_RETENTION_DAYS = 30;

/**
 * The admins' audit trail is kept a year: it records who changed an affiliate link or reset a
 * second factor, and such questions often come up months later. It holds admin accounts'
 * actions, not visitors' data; the privacy policy says so.
 */
export const AUDIT_LOG_RETENTION_DAYS = 365;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * The security log's part of the daily cleanup: security events and audit rows past their
 * retention. These tables stay small (security events are aggregated per kind and window), so the
 * deleted keys are simply counted.
 */
export async function pruneSecurityLog(db: Db, now: Date): Promise<{ securityEvents: number; auditLogs: number }> {
  const events = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, daysBefore(now, SECURITY_EVENT_RETENTION_DAYS)))
    .returning({ id: securityEvents.id });
  const audit = await db
    .delete(auditLogs)
    .where(lt(auditLogs.createdAt, daysBefore(now, AUDIT_LOG_RETENTION_DAYS)))
    .returning({ id: auditLogs.id });
  return { securityEvents: events.length, auditLogs: audit.length };
}
