import { desc } from "drizzle-orm";
import type { Db } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import { ADMIN_MUTATION_LIMIT, LOGIN_LIMIT, MFA_CODE_LIMIT, VERIFIED_ADMIN_MUTATION_LIMIT } from "../identity";
import { MINUTE_MS, type Limit } from "../platform";
import { securityStats } from "./dashboard";

export async function lastAuditAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: auditLogs.createdAt }).from(auditLogs).orderBy(desc(auditLogs.createdAt)).limit(1);
  return row?.at ?? null;
}

/** "5 per 15 minutes", from the very limits the throttles apply. */
export const describeLimit = (l: Limit) => `${l.limit} per ${l.windowMs / MINUTE_MS} minutes`;

export type SecurityStatus = {
  rateLimiting: { active: boolean; login: string; adminMutations: string; verificationCodes: string; hitsLast24h: number };
  auditLogging: { active: boolean; lastEntryAt: string | null };
};

/**
 * The Security tab's status rows, read from what the server applies and records: the limits the
 * throttles use, how often they refused in the last 24 hours, and when the audit log was last written.
 */
export async function securityStatus(db: Db, now: Date): Promise<SecurityStatus> {
  const limits = [LOGIN_LIMIT, ADMIN_MUTATION_LIMIT, VERIFIED_ADMIN_MUTATION_LIMIT, MFA_CODE_LIMIT];
  const lastEntry = await lastAuditAt(db);
  return {
    rateLimiting: {
      active: limits.every((l) => l.limit > 0 && l.windowMs > 0),
      login: describeLimit(LOGIN_LIMIT),
      adminMutations: `${describeLimit(VERIFIED_ADMIN_MUTATION_LIMIT)} (${describeLimit(ADMIN_MUTATION_LIMIT)} before the second factor is verified)`,
      verificationCodes: describeLimit(MFA_CODE_LIMIT),
      hitsLast24h: (await securityStats(db, 1, now)).rateLimitHits,
    },
    auditLogging: { active: lastEntry !== null, lastEntryAt: lastEntry?.toISOString() ?? null },
  };
}
