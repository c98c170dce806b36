import { and, count, eq, gte, sum } from "drizzle-orm";
import type { Db } from "@eb/db";
import { auditLogs, securityEvents, type SecurityEventType } from "@eb/db/schema";
import type { SecurityPeriodDays } from "../contracts";
import { DAY_MS } from "../platform";

export type SecurityStats = {
  since: string;
  authAttempts: number;
  failedAttempts: number;
  rateLimitHits: number;
  adminActions: number;
  suspiciousActivity: number;
};

/** Real counts for the Security tab over the last `days` days. */
export async function securityStats(db: Db, days: SecurityPeriodDays, now: Date): Promise<SecurityStats> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const countEvents = async (type: SecurityEventType, success?: boolean) => {
    const conds = [eq(securityEvents.type, type), gte(securityEvents.createdAt, since)];
    if (success !== undefined) conds.push(eq(securityEvents.success, success));
    // A row stands for `count` events of one kind (see recordSecurityEvent).
    const [row] = await db
      .select({ n: sum(securityEvents.count) })
      .from(securityEvents)
      .where(and(...conds));
    return Number(row?.n ?? 0);
  };
  const [audit] = await db.select({ n: count() }).from(auditLogs).where(gte(auditLogs.createdAt, since));
  return {
    since: since.toISOString(),
    authAttempts: await countEvents("auth_attempt"),
    failedAttempts: await countEvents("auth_attempt", false),
    rateLimitHits: await countEvents("rate_limit"),
    adminActions: Number(audit?.n ?? 0),
    suspiciousActivity: await countEvents("suspicious_activity"),
  };
}
