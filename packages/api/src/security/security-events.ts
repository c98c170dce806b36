import { securityEvents, type SecurityEventType } from "@eb/db/schema";
import type { DbOrTx } from "./audit";

export type SecurityEvent = {
  type: SecurityEventType;
  success?: boolean | null;
  userId?: string | null;
  detail?: Record<string, unknown>;
};

/** Records a security event. Client addresses are never stored (only used for throttling keys). */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent, now: Date): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    success: event.success ?? null,
    userId: event.userId ?? null,
    detail: event.detail ?? null,
    createdAt: now,
  });
}
