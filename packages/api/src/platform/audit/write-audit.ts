import type { Db } from "@eb/db";
import { auditLogs, type AuditAction } from "@eb/db/schema";

export type AuditEntry = {
  userId: string | null;
  action: AuditAction;
  resourceType: string;
  resourceId?: string | null;
  eventData?: Record<string, unknown>;
};

/** Db or a transaction handle: pass the transaction so the audit row commits with the change. */
export type DbOrTx = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;

export async function writeAudit(tx: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    eventData: entry.eventData ?? null,
    createdAt: now,
  });
}
