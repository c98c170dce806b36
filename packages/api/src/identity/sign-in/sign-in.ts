import type { Db } from "@eb/db";
import { DomainError, pruneRateLimits, recordSecurityEvent } from "../../platform";
import { INVALID_CREDENTIALS, TOO_MANY_LOGINS } from "../constants";
import type { KnownDevice } from "./device-cookie";
import { admitLoginAttempt, forgiveLoginAttempt } from "./login-throttle";
import { passwordNeedsRehash, hashPassword, verifyPassword } from "../passwords/password";
import { createSession, endSession, type NewSession } from "../sessions/sessions";
import { findCredentials, hasRole, hasVerifiedFactor, normalizeEmail } from "../team/users";
import { users } from "@eb/db/schema";
import { eq } from "drizzle-orm";

export type SignInInput = { email: string; password: string };
export type SignInEnv = {
  now: Date;
  clientIp: string | null;
  userAgent: string | null;
  previousTokenHash?: string | null;
  /** The device the browser's (signature-checked) device cookie names, if any. */
  device?: KnownDevice | null;
};
export type SignInResult = NewSession & { status: "signed_in" | "mfa_pending" };

/**
 * Password sign-in. Throttled per client address, per (email, address) and per lowercased email
 * (or, from a known device of this account, per device) before any password work; only failures
 * count (see admitLoginAttempt). Only admins get a session (the back office
 * has no other users); an account with a verified factor gets a pending session until the code
 * is verified.
 */
export async function signIn(db: Db, input: SignInInput, env: SignInEnv): Promise<SignInResult> {
  const { now } = env;
  const email = normalizeEmail(input.email);
  // A device cookie counts only for the account it names; the lookup runs only for a genuine cookie.
  const owner = env.device ? await findCredentials(db, email) : undefined;
  const knownDeviceId = owner && owner.id === env.device?.userId ? env.device.deviceId : null;
  const attempt = { email, clientIp: env.clientIp, knownDeviceId };
  const refusedBy = await admitLoginAttempt(db, attempt, now);
  if (refusedBy) {
    await recordSecurityEvent(db, { type: "rate_limit", success: false, detail: { scope: "login", by: refusedBy } }, now);
    throw new DomainError("rate_limited", TOO_MANY_LOGINS);
  }

  const user = owner === undefined ? await findCredentials(db, email) : owner;
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordSecurityEvent(db, { type: "auth_attempt", success: false, userId: user?.id ?? null, detail: { stage: "password" } }, now);
    throw new DomainError("invalid_credentials", INVALID_CREDENTIALS);
  }
  if (!(await hasRole(db, user.id, "admin"))) {
    await recordSecurityEvent(db, { type: "admin_access", success: false, userId: user.id, detail: { reason: "not_admin" } }, now);
    throw new DomainError("invalid_credentials", INVALID_CREDENTIALS);
  }
  if (passwordNeedsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
      .where(eq(users.id, user.id));
  }

  const mfaPending = await hasVerifiedFactor(db, user.id);
  // Rotation: whatever session the browser had before is ended, and a new token is issued.
  if (env.previousTokenHash) await endSession(db, env.previousTokenHash);
  const session = await createSession(db, { userId: user.id, mfaPending, userAgent: env.userAgent }, now);
  await recordSecurityEvent(db, { type: "auth_attempt", success: true, userId: user.id, detail: { stage: "password", mfaPending } }, now);
  await forgiveLoginAttempt(db, attempt, now);
  await pruneRateLimits(db, now);
  return { ...session, status: mfaPending ? "mfa_pending" : "signed_in" };
}
