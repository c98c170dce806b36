import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { mfaFactors, recoveryCodes } from "@eb/db/schema";
import { type AuditNote, type DbOrTx, DomainError, type SignedInAdmin } from "../../platform";
import { INVALID_CODE } from "../constants";
import { consumeTotp, factorAad } from "./factor-secrets";
import type { MfaKeys } from "./mfa-keys";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { encryptSecret } from "./secret-box";
import { forgetStepUp } from "./step-up";
import { endOtherSessions } from "../sessions/sessions";
import { newTotpSecret, totpUri } from "./totp";

export type FactorView = { id: string; friendlyName: string | null; factorType: "totp"; status: "unverified" | "verified" };

export async function listFactors(db: DbOrTx, userId: string): Promise<{ factors: FactorView[]; recoveryCodesLeft: number }> {
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

/*
 * The mutations below run inside the admin procedure's audited transaction (`tx`) and describe
 * their change through `audit`; the audit row is written by that helper in the same transaction.
 */

/** Starts enrolment: an unverified factor whose secret is shown once (QR code and text). */
export async function enrollTotp(tx: DbOrTx, keys: MfaKeys, admin: SignedInAdmin, friendlyName: string | null, now: Date, audit: AuditNote) {
  const id = randomUUID();
  const secret = newTotpSecret();
  // Abandoned enrolments are replaced, so at most one unverified factor exists.
  await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, admin.userId), eq(mfaFactors.status, "unverified")));
  await tx.insert(mfaFactors).values({
    id,
    userId: admin.userId,
    factorType: "totp",
    friendlyName: friendlyName ?? "Authenticator app",
    status: "unverified",
    secretEncrypted: encryptSecret(keys.secretKey, secret, factorAad(id)),
    createdAt: now,
  });
  audit({ resourceId: id, data: { factorType: "totp" } });
  const uri = totpUri(secret, admin.email);
  return { factorId: id, secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

async function replaceRecoveryCodes(tx: DbOrTx, keys: MfaKeys, userId: string, now: Date): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(keys.codeKey, c), createdAt: now })));
  return codes;
}

/**
 * Verifies the first code of a new factor (only a factor of this account: another account's id is
 * "not found"). The factor becomes verified, new recovery codes are issued (returned once, stored
 * hashed) and the account's other sessions end.
 */
export async function verifyEnrollment(
  tx: DbOrTx,
  keys: MfaKeys,
  admin: SignedInAdmin,
  input: { factorId: string; code: string },
  now: Date,
  audit: AuditNote,
) {
  const [factor] = await tx
    .select({ id: mfaFactors.id, secretEncrypted: mfaFactors.secretEncrypted })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, input.factorId), eq(mfaFactors.userId, admin.userId), eq(mfaFactors.status, "unverified")));
  if (!factor) throw new DomainError("not_found", "Factor not found");
  if (!(await consumeTotp(tx, keys, factor, input.code, now))) throw new DomainError("invalid_code", INVALID_CODE);
  await tx.update(mfaFactors).set({ status: "verified", verifiedAt: now }).where(eq(mfaFactors.id, factor.id));
  const codes = await replaceRecoveryCodes(tx, keys, admin.userId, now);
  await endOtherSessions(tx, admin.userId, admin.tokenHash);
  audit({ resourceId: factor.id, data: { factorType: "totp" } });
  return { recoveryCodes: codes };
}

/** Removes one verified factor of this account; with none left the recovery codes go too. Other sessions end. */
export async function disableFactor(tx: DbOrTx, admin: SignedInAdmin, factorId: string, audit: AuditNote): Promise<void> {
  const removed = await tx
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, admin.userId)))
    .returning({ id: mfaFactors.id });
  if (removed.length === 0) throw new DomainError("not_found", "Factor not found");
  const [left] = await tx
    .select({ n: count() })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, admin.userId), eq(mfaFactors.status, "verified")));
  if (Number(left?.n ?? 0) === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, admin.userId));
  await endOtherSessions(tx, admin.userId, admin.tokenHash);
  await forgetStepUp(tx, admin.tokenHash);
  audit({ resourceId: factorId });
}

/** Removes every factor and recovery code of the account, so it can enrol again. */
export async function resetFactors(tx: DbOrTx, admin: SignedInAdmin): Promise<void> {
  await tx.delete(mfaFactors).where(eq(mfaFactors.userId, admin.userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, admin.userId));
  await endOtherSessions(tx, admin.userId, admin.tokenHash);
  await forgetStepUp(tx, admin.tokenHash);
}

/** New set of recovery codes (the old ones stop working), shown once. */
export async function regenerateRecoveryCodes(tx: DbOrTx, keys: MfaKeys, admin: SignedInAdmin, now: Date) {
  const [has] = await tx
    .select({ n: count() })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, admin.userId), eq(mfaFactors.status, "verified")));
  if (Number(has?.n ?? 0) === 0) throw new DomainError("precondition_failed", "Set up an authenticator app first");
  return { recoveryCodes: await replaceRecoveryCodes(tx, keys, admin.userId, now) };
}
