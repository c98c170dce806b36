import type { Db } from "@eb/db";
import { DomainError, hitRateLimit, MINUTE_MS, recordSecurityEvent, storedCount, takeBackHit, windowStartOf } from "../../platform";
import type { Limit } from "../../platform";
import { ADMIN_MUTATION_LIMIT, VERIFIED_ADMIN_MUTATION_LIMIT } from "../constants";
import { describeWait, nextWriteAt } from "./write-limit-wait";

const keyOf = (userId: string) => `admin:user:${userId}`;

/**
 * Calls that are mutations only to be recorded: opening the Analytics or Security tab (audited once
 * per session and hour), and previewing a revenue report import (a mutation only to carry the file;
 * it stores nothing). Not an edit, so not counted against the limit that protects edits.
 */
export const UNCOUNTED_ADMIN_CALLS: ReadonlySet<string> = new Set(["analytics.recordView", "security.recordView", "revenueReports.previewReport"]);

/**
 * The limit for an admin: the far higher one once the account has a verified second factor (issue
 * 36), the spec's 20 per 5 minutes before. Both count under one key and one window length, so the
 * hits of either are the same hits.
 */
export const adminWriteLimit = (verifiedFactor: boolean): Limit => (verifiedFactor ? VERIFIED_ADMIN_MUTATION_LIMIT : ADMIN_MUTATION_LIMIT);

/**
 * Spec 9: an admin makes at most 20 writes in 5 minutes (100 with a verified second factor). Issue 23: only accepted writes count. The
 * hit is taken at once (atomically, so parallel calls cannot all slip under the limit); a call over
 * the limit gives its hit back and is refused with the time the next write is possible, so retrying
 * never pushes that time further. A write refused afterwards by its own checks gives its hit back
 * too (`releaseAdminWrite`).
 */
export async function reserveAdminWrite(db: Db, userId: string, now: Date, path: string, rule: Limit = ADMIN_MUTATION_LIMIT): Promise<void> {
  const hit = await hitRateLimit(db, keyOf(userId), rule, now);
  if (hit.allowed) return;
  await takeBackHit(db, keyOf(userId), rule, now);
  await recordSecurityEvent(db, { type: "rate_limit", success: false, userId, detail: { scope: "admin", path } }, now);
  const start = windowStartOf(rule, now);
  const counts = {
    current: await storedCount(db, keyOf(userId), start),
    previous: await storedCount(db, keyOf(userId), start - rule.windowMs),
  };
  const wait = nextWriteAt(rule, now, counts).getTime() - now.getTime();
  throw new DomainError("rate_limited", adminWriteLimitMessage(wait, rule));
}

/** The refusal: the limit that applied, and when the next change goes through. */
export function adminWriteLimitMessage(waitMs: number, rule: Limit = ADMIN_MUTATION_LIMIT): string {
  const minutes = rule.windowMs / MINUTE_MS;
  return `Too many changes: at most ${rule.limit} every ${minutes} minutes. The next change is possible in ${describeWait(waitMs)}.`;
}

/** Gives back the hit of a write that was refused after its reservation (`now`: the reservation's). */
export async function releaseAdminWrite(db: Db, userId: string, now: Date): Promise<void> {
  await takeBackHit(db, keyOf(userId), ADMIN_MUTATION_LIMIT, now);
}
