import { eq } from "drizzle-orm";
import { sessions, users } from "@eb/db/schema";
import { STEP_UP_MAX_AGE_MINUTES, STEP_UP_REQUIRED } from "../../contracts";
import { adminMiddleware, DomainError, MINUTE_MS, type AuditNote, type DbOrTx, type SignedInAdmin } from "../../platform";
import { consumeAnyTotp } from "./factor-secrets";
import type { MfaKeys } from "./mfa-keys";
import { verifyPassword } from "../passwords/password";
import { hasVerifiedFactor } from "../team/users";

export const STEP_UP_MAX_AGE_MS = STEP_UP_MAX_AGE_MINUTES * MINUTE_MS;
/** One answer for a wrong password and a wrong code, so the refusal does not say which was right. */
export const STEP_UP_REFUSED = "Invalid password or verification code";

/**
 * Step-up: the signed-in admin proves again, with the password and a current authenticator code,
 * that the person at the keyboard holds the account (OWASP ASVS re-authentication before sensitive
 * actions). The time is kept on this session only. The code goes through the same one-use check as
 * sign-in (a code accepted once is refused again), and attempts are throttled by the router.
 */
export async function confirmStepUp(tx: DbOrTx, keys: MfaKeys, admin: SignedInAdmin, input: { password: string; code: string }, now: Date, audit: AuditNote) {
  const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, admin.userId));
  // The code is only consumed after the password matched, so a wrong password does not burn it.
  const ok = (await verifyPassword(user?.passwordHash ?? null, input.password)) && (await consumeAnyTotp(tx, keys, admin.userId, input.code, now));
  if (!ok) throw new DomainError("invalid_code", STEP_UP_REFUSED);
  await tx.update(sessions).set({ stepUpAt: now }).where(eq(sessions.tokenHash, admin.tokenHash));
  audit({ data: { method: "password_totp" } });
  return { confirmedAt: now, validUntil: new Date(now.getTime() + STEP_UP_MAX_AGE_MS) };
}

/** When this session's step-up stops counting, or null when it has none that still counts. */
export async function stepUpValidUntil(db: DbOrTx, admin: SignedInAdmin, now: Date): Promise<Date | null> {
  const [row] = await db.select({ stepUpAt: sessions.stepUpAt }).from(sessions).where(eq(sessions.tokenHash, admin.tokenHash));
  if (!row?.stepUpAt) return null;
  const until = new Date(row.stepUpAt.getTime() + STEP_UP_MAX_AGE_MS);
  return now.getTime() <= until.getTime() ? until : null;
}

/**
 * Guards a sensitive procedure: the caller's session must have confirmed password and code at
 * most 5 minutes ago. Placed after the admin procedure (who) and before `audited` (the change).
 */
/**
 * A step-up vouches for the factor it was made with: when this session's factors change (reset,
 * disabled), the next sensitive action asks again.
 */
export async function forgetStepUp(tx: DbOrTx, tokenHash: string): Promise<void> {
  await tx.update(sessions).set({ stepUpAt: null }).where(eq(sessions.tokenHash, tokenHash));
}

export const requireStepUp = adminMiddleware(async ({ ctx, next }) => {
  if (!ctx.admin) throw new DomainError("not_signed_in", "Not signed in");
  if (!(await stepUpValidUntil(ctx.db, ctx.admin, ctx.now()))) throw new DomainError("precondition_failed", STEP_UP_REQUIRED);
  return next();
});

/**
 * Guards enrolling an authenticator. The first one (forced enrolment) cannot ask for a code the
 * account does not have yet; once a verified factor exists, enrolling another replaces the recovery
 * codes and signs the account out everywhere, so whoever holds only the session must step up first.
 */
export const requireStepUpOnceEnrolled = adminMiddleware(async ({ ctx, next }) => {
  if (!ctx.admin) throw new DomainError("not_signed_in", "Not signed in");
  if ((await hasVerifiedFactor(ctx.db, ctx.admin.userId)) && !(await stepUpValidUntil(ctx.db, ctx.admin, ctx.now()))) {
    throw new DomainError("precondition_failed", STEP_UP_REQUIRED);
  }
  return next();
});
