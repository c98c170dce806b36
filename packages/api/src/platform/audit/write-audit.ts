import { auditLogs, type AuditAction } from "@eb/db/schema";
import type { DbOrTx } from "../db";

export type AuditEntry = {
  userId: string | null;
  action: AuditAction;
  resourceType: string;
  resourceId?: string | null;
  eventData?: Record<string, unknown>;
};

/** One audit row; pass the transaction, so the row commits with the change it records. */
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
