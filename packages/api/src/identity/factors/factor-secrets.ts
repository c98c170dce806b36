import { and, eq, isNull, lt, or } from "drizzle-orm";
import { mfaFactors, recoveryCodes } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import type { MfaKeys } from "./mfa-keys";
import { decryptSecret } from "./secret-box";
import { matchTotp } from "./totp";
import { hashRecoveryCode, isRecoveryCodeShape, normalizeRecoveryCode } from "./recovery-codes";

export const factorAad = (factorId: string) => `mfa_factor:${factorId}`;

/**
 * Accepts a TOTP code for one factor at most once: the step must be newer than the last accepted
 * step, and the conditional update makes two concurrent uses of the same code race to one winner.
 */
export async function consumeTotp(db: DbOrTx, keys: MfaKeys, factor: { id: string; secretEncrypted: string }, code: string, now: Date): Promise<boolean> {
  const secret = decryptSecret(keys.secretKey, factor.secretEncrypted, factorAad(factor.id));
  const step = await matchTotp(secret, code, now);
  if (step === null) return false;
  const updated = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
    .returning({ id: mfaFactors.id });
  return updated.length === 1;
}

/** Tries the code against every verified factor of the user. */
export async function consumeAnyTotp(db: DbOrTx, keys: MfaKeys, userId: string, code: string, now: Date): Promise<boolean> {
  const factors = await db
    .select({ id: mfaFactors.id, secretEncrypted: mfaFactors.secretEncrypted })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")));
  for (const factor of factors) {
    if (await consumeTotp(db, keys, factor, code, now)) return true;
  }
  return false;
}

/** Marks a recovery code used; the `used_at is null` condition makes it single use even under races. */
export async function consumeRecoveryCode(db: DbOrTx, keys: MfaKeys, userId: string, input: string, now: Date): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!isRecoveryCodeShape(code)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(keys.codeKey, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}
