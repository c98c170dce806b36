import type { Db } from "@eb/db";
import { DomainError, hitRateLimit, peekRateLimit, recordSecurityEvent, resetRateLimit, takeBackHit, writeAudit } from "../../platform";
import { INVALID_CODE, MFA_CODE_LIMIT, TOO_MANY_CODES } from "../constants";
import { consumeAnyTotp, consumeRecoveryCode } from "../factors/factor-secrets";
import type { MfaKeys } from "../factors/mfa-keys";
import { rotateSession, type CurrentSession, type NewSession } from "../sessions/sessions";

export const mfaCodeKey = (userId: string) => `mfa:user:${userId}`;

/**
 * Second-factor attempts are counted per user (reset by a success); throws once the limit is
 * reached. Like the password throttle it looks before it counts: a refused attempt adds nothing,
 * so a burst of refused codes cannot push the lock past the end of the window.
 */
export async function throttleCode(db: Db, userId: string, now: Date): Promise<void> {
  const key = mfaCodeKey(userId);
  if ((await peekRateLimit(db, key, MFA_CODE_LIMIT, now)).allowed) {
    if ((await hitRateLimit(db, key, MFA_CODE_LIMIT, now)).allowed) return;
    // Lost a race with parallel attempts: refused, so not counted.
    await takeBackHit(db, key, MFA_CODE_LIMIT, now);
  }
  await recordSecurityEvent(db, { type: "rate_limit", success: false, userId, detail: { scope: "mfa" } }, now);
  throw new DomainError("rate_limited", TOO_MANY_CODES);
}

/**
 * Completes a pending sign-in with a 6-digit TOTP code or an 8-character recovery code. On success
 * the pending session is replaced by a new, fully verified one (rotation) and mfa_verified is
 * audited in the same transaction.
 */
export async function verifyChallenge(
  db: Db,
  keys: MfaKeys,
  input: { session: CurrentSession; code: string; userAgent: string | null },
  now: Date,
): Promise<NewSession> {
  const { session } = input;
  if (!session.mfaPending) throw new DomainError("precondition_failed", "No verification is pending");
  await throttleCode(db, session.userId, now);
  const code = input.code.trim();
  const method = /^\d{6}$/.test(code) ? "totp" : "recovery_code";
  const result = await db.transaction(async (tx) => {
    const ok = method === "totp" ? await consumeAnyTotp(tx, keys, session.userId, code, now) : await consumeRecoveryCode(tx, keys, session.userId, code, now);
    if (!ok) return null;
    const next = await rotateSession(tx, session, now, input.userAgent);
    await writeAudit(tx, { userId: session.userId, action: "mfa_verified", resourceType: "security", eventData: { method } }, now);
    return next;
  });
  await recordSecurityEvent(db, { type: "auth_attempt", success: result !== null, userId: session.userId, detail: { stage: "mfa", method } }, now);
  if (!result) throw new DomainError("invalid_code", INVALID_CODE);
  await resetRateLimit(db, mfaCodeKey(session.userId));
  return result;
}
