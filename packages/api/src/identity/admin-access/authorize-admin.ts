import type { Db } from "@eb/db";
import { DomainError, recordSecurityEvent, type SignedInAdmin } from "../../platform";
import { MFA_REQUIRED } from "../constants";
import { resolveSession } from "../sessions/sessions";
import { hasRole, hasVerifiedFactor } from "../team/users";
import { adminWriteLimit, reserveAdminWrite } from "./admin-write-limit";

export type AdminCheck = {
  /** What is asked for, recorded with a refusal (a procedure path or a route). */
  path: string;
  /** Counts against the admin's mutation limit (admin-write-limit.ts): writes and heavy reads; a refusal by the limit does not count. */
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
  if (check.throttled) await reserveAdminWrite(db, session.userId, now, path, adminWriteLimit(await hasVerifiedFactor(db, session.userId)));
  const { mfaPending: _verified, ...admin } = session;
  return admin;
}

/** Everything but enrolment needs an admin with a verified second factor (enrolment is forced). */
export async function requireVerifiedFactor(db: Db, admin: SignedInAdmin): Promise<void> {
  if (!(await hasVerifiedFactor(db, admin.userId))) throw new DomainError("second_factor_required", MFA_REQUIRED);
}
