import type { Db } from "@eb/db";
import { DomainError, hitRateLimit, MINUTE_MS, recordSecurityEvent, storedCount, takeBackHit, windowStartOf } from "../../platform";
import { ADMIN_MUTATION_LIMIT } from "../constants";
import { describeWait, nextWriteAt } from "./write-limit-wait";

const keyOf = (userId: string) => `admin:user:${userId}`;

/**
 * Calls that are mutations only to be recorded: opening the Analytics or Security tab (audited once
 * per session and hour), and previewing a revenue report import (a mutation only to carry the file;
 * it stores nothing). Not an edit, so not counted against the limit that protects edits.
 */
export const UNCOUNTED_ADMIN_CALLS: ReadonlySet<string> = new Set(["analytics.recordView", "security.recordView", "revenueReports.previewReport"]);

/**
 * Spec 9: an admin makes at most 20 writes in 5 minutes. Issue 23: only accepted writes count. The
 * hit is taken at once (atomically, so parallel calls cannot all slip under the limit); a call over
 * the limit gives its hit back and is refused with the time the next write is possible, so retrying
 * never pushes that time further. A write refused afterwards by its own checks gives its hit back
 * too (`releaseAdminWrite`).
 */
export async function reserveAdminWrite(db: Db, userId: string, now: Date, path: string): Promise<void> {
  const hit = await hitRateLimit(db, keyOf(userId), ADMIN_MUTATION_LIMIT, now);
  if (hit.allowed) return;
  await takeBackHit(db, keyOf(userId), ADMIN_MUTATION_LIMIT, now);
  await recordSecurityEvent(db, { type: "rate_limit", success: false, userId, detail: { scope: "admin", path } }, now);
  const start = windowStartOf(ADMIN_MUTATION_LIMIT, now);
  const counts = {
    current: await storedCount(db, keyOf(userId), start),
    previous: await storedCount(db, keyOf(userId), start - ADMIN_MUTATION_LIMIT.windowMs),
  };
  const wait = nextWriteAt(ADMIN_MUTATION_LIMIT, now, counts).getTime() - now.getTime();
  throw new DomainError("rate_limited", adminWriteLimitMessage(wait));
}

/** The refusal: the spec's limit, and when the next change goes through. */
export function adminWriteLimitMessage(waitMs: number): string {
  const minutes = ADMIN_MUTATION_LIMIT.windowMs / MINUTE_MS;
  return `Too many changes: at most ${ADMIN_MUTATION_LIMIT.limit} every ${minutes} minutes. The next change is possible in ${describeWait(waitMs)}.`;
}

/** Gives back the hit of a write that was refused after its reservation (`now`: the reservation's). */
export async function releaseAdminWrite(db: Db, userId: string, now: Date): Promise<void> {
  await takeBackHit(db, keyOf(userId), ADMIN_MUTATION_LIMIT, now);
}
