import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "@eb/db";
import { mfaFactors, recoveryCodes } from "@eb/db/schema";
import { DomainError } from "../errors";
import { writeAudit, type DbOrTx } from "../security/audit";
import { recordSecurityEvent } from "../security/security-events";
import { INVALID_CODE } from "./constants";
import { consumeTotp, factorAad } from "./factor-secrets";
import { mfaCodeKey, throttleCode } from "./mfa-challenge";
import { resetRateLimit } from "../security/rate-limit";
import type { MfaKeys } from "./mfa-keys";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { encryptSecret } from "./secret-box";
import { endOtherSessions, type CurrentSession } from "./sessions";
import { newTotpSecret, totpUri } from "./totp";

export type FactorView = { id: string; friendlyName: string | null; factorType: "totp"; status: "unverified" | "verified" };

export async function listFactors(db: Db, userId: string): Promise<{ factors: FactorView[]; recoveryCodesLeft: number }> {
  const factors = await db
    .select({ id: mfaFactors.id, friendlyName: mfaFactors.friendlyName, factorType: mfaFactors.factorType, status: mfaFactors.status })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")))
    .orderBy(mfaFactors.createdAt);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { factors, recoveryCodesLeft: Number(left?.n ?? 0) };
}

/** Starts enrolment: an unverified factor whose secret is shown once (QR code and text). */
export async function enrollTotp(db: Db, keys: MfaKeys, session: CurrentSession, friendlyName: string | null, now: Date) {
  const id = randomUUID();
  const secret = newTotpSecret();
  // Abandoned enrolments are replaced, so at most one unverified factor exists.
  await db.delete(mfaFactors).where(and(eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "unverified")));
  await db.insert(mfaFactors).values({
    id,
    userId: session.userId,
    factorType: "totp",
    friendlyName: friendlyName ?? "Authenticator app",
    status: "unverified",
    secretEncrypted: encryptSecret(keys.secretKey, secret, factorAad(id)),
    createdAt: now,
  });
  const uri = totpUri(secret, session.email);
  return { factorId: id, secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

async function replaceRecoveryCodes(tx: DbOrTx, keys: MfaKeys, userId: string, now: Date): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(keys.codeKey, c), createdAt: now })));
  return codes;
}

/**
 * Verifies the first code of a new factor. The factor becomes verified, new recovery codes are
 * issued (returned once, stored hashed), the account's other sessions end, and mfa_enabled is
 * audited, all in one transaction.
 */
export async function verifyEnrollment(db: Db, keys: MfaKeys, session: CurrentSession, input: { factorId: string; code: string }, now: Date) {
  await throttleCode(db, session.userId, now);
  const [factor] = await db
    .select({ id: mfaFactors.id, secretEncrypted: mfaFactors.secretEncrypted })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, input.factorId), eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "unverified")));
  if (!factor) throw new DomainError("not_found", "Factor not found");
  const codes = await db.transaction(async (tx) => {
    if (!(await consumeTotp(tx, keys, factor, input.code, now))) return null;
    await tx.update(mfaFactors).set({ status: "verified", verifiedAt: now }).where(eq(mfaFactors.id, factor.id));
    const issued = await replaceRecoveryCodes(tx, keys, session.userId, now);
    await endOtherSessions(tx, session.userId, session.tokenHash);
    await writeAudit(tx, { userId: session.userId, action: "mfa_enabled", resourceType: "security", resourceId: factor.id, eventData: { factorType: "totp" } }, now);
    return issued;
  });
  if (!codes) {
    await recordSecurityEvent(db, { type: "auth_attempt", success: false, userId: session.userId, detail: { stage: "mfa_enrol" } }, now);
    throw new DomainError("invalid_code", INVALID_CODE);
  }
  await resetRateLimit(db, mfaCodeKey(session.userId));
  return { recoveryCodes: codes };
}

/** Removes one verified factor; with none left the recovery codes go too. Other sessions end. */
export async function disableFactor(db: Db, session: CurrentSession, factorId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, session.userId)))
      .returning({ id: mfaFactors.id });
    if (removed.length === 0) throw new DomainError("not_found", "Factor not found");
    const [left] = await tx.select({ n: count() }).from(mfaFactors).where(and(eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "verified")));
    if (Number(left?.n ?? 0) === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
    await endOtherSessions(tx, session.userId, session.tokenHash);
    await writeAudit(tx, { userId: session.userId, action: "mfa_disabled", resourceType: "security", resourceId: factorId }, now);
  });
}

/** Removes every factor and recovery code of the account, so it can enrol again. */
export async function resetFactors(db: Db, session: CurrentSession, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, session.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
    await endOtherSessions(tx, session.userId, session.tokenHash);
    await writeAudit(tx, { userId: session.userId, action: "mfa_reset", resourceType: "security" }, now);
  });
}

/** New set of recovery codes (the old ones stop working), shown once. */
export async function regenerateRecoveryCodes(db: Db, keys: MfaKeys, session: CurrentSession, now: Date) {
  return db.transaction(async (tx) => {
    const [has] = await tx.select({ n: count() }).from(mfaFactors).where(and(eq(mfaFactors.userId, session.userId), eq(mfaFactors.status, "verified")));
    if (Number(has?.n ?? 0) === 0) throw new DomainError("precondition_failed", "Set up an authenticator app first");
    const codes = await replaceRecoveryCodes(tx, keys, session.userId, now);
    await writeAudit(tx, { userId: session.userId, action: "mfa_recovery_codes_regenerated", resourceType: "security" }, now);
    return { recoveryCodes: codes };
  });
}
