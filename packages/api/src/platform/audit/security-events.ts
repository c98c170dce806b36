import { sql } from "drizzle-orm";
import { securityEvents, type SecurityEventType } from "@eb/db/schema";
import type { DbOrTx } from "../db";
import { eventBucket, eventWindowStart } from "./event-bucket";
import { capEventDetail } from "./event-detail";

export type SecurityEvent = {
  type: SecurityEventType;
  success?: boolean | null;
  userId?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Records a security event. Events of one kind within one window share a row whose count is
 * incremented atomically, so N repeated events add O(1) rows whatever text they carry; the row
 * keeps the first event's detail, size-capped. Client addresses are never stored.
 */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent, now: Date): Promise<void> {
  await db
    .insert(securityEvents)
    .values({
      type: event.type,
      success: event.success ?? null,
      userId: event.userId ?? null,
      detail: capEventDetail(event.detail),
      count: 1,
      bucket: eventBucket(event),
      windowStart: eventWindowStart(now),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [securityEvents.bucket, securityEvents.windowStart],
      set: { count: sql`${securityEvents.count} + 1` },
    });
}
