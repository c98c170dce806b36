import type { Db } from "@eb/db";
import { DomainError, hitRateLimit, recordSecurityEvent, type SignedInAdmin } from "../../platform";
import { ADMIN_MUTATION_LIMIT, MFA_REQUIRED, TOO_MANY_REQUESTS } from "../constants";
import { resolveSession } from "../sessions/sessions";
import { hasRole, hasVerifiedFactor } from "../team/users";

export type AdminCheck = {
  /** What is asked for, recorded with a refusal (a procedure path or a route). */
  path: string;
  /** Counts against the admin's mutation limit (spec: 20 per 5 minutes): writes and heavy reads. */
  throttled: boolean;
};

/**
 * Valid, fully verified session of a user whose admin role is found in the database on this very
 * call (a positive check). A session waiting for its second factor is refused, and so is anyone
 * past the admin limit. The account may still lack a second factor (see `requireVerifiedFactor`).
 * The back-office procedures and the REST routes of the back office (the CSV export) share it.
 */
export async function authorizeAdmin(db: Db, token: string | undefined, now: Date, check: AdminCheck): Promise<SignedInAdmin> {
  const session = await resolveSession(db, token, now);
  if (!session) throw new DomainError("not_signed_in", "Not signed in");
  const { path } = check;
  if (session.mfaPending) {
    await recordSecurityEvent(db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "mfa_pending", path } }, now);
    throw new DomainError("second_factor_pending", "Second factor verification required");
  }
  if ((await hasRole(db, session.userId, "admin")) !== true) {
    await recordSecurityEvent(db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "not_admin", path } }, now);
    throw new DomainError("not_admin", "Admin access only");
  }
  if (check.throttled) {
    const hit = await hitRateLimit(db, `admin:user:${session.userId}`, ADMIN_MUTATION_LIMIT, now);
    if (!hit.allowed) {
      await recordSecurityEvent(db, { type: "rate_limit", success: false, userId: session.userId, detail: { scope: "admin", path } }, now);
      throw new DomainError("rate_limited", TOO_MANY_REQUESTS);
    }
  }
  const { mfaPending: _verified, ...admin } = session;
  return admin;
}

/** Everything but enrolment needs an admin with a verified second factor (enrolment is forced). */
export async function requireVerifiedFactor(db: Db, admin: SignedInAdmin): Promise<void> {
  if (!(await hasVerifiedFactor(db, admin.userId))) throw new DomainError("second_factor_required", MFA_REQUIRED);
}
