import { DomainError } from "../errors";
import { authProcedure } from "../trpc/admin";
import { hitRateLimit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-events";
import { ADMIN_MUTATION_LIMIT, MFA_REQUIRED, TOO_MANY_REQUESTS } from "./constants";
import { resolveSession } from "./sessions";
import { readSessionToken } from "./session-cookie";
import type { SignedInAdmin } from "./signed-in-admin";
import { hasRole, hasVerifiedFactor } from "./users";

/**
 * Valid, fully verified session of a user whose admin role is found in the database on this very
 * call (a positive check). A session waiting for its second factor is refused. Mutations are
 * throttled per user (spec: 20 per 5 minutes). The account may still lack a second factor: this
 * is only for the enrolment procedures; everything else uses `adminProcedure`.
 */
export const adminEnrolmentProcedure = authProcedure.use(async ({ ctx, type, path, next }) => {
  const now = ctx.now();
  const session = await resolveSession(ctx.db, readSessionToken(ctx), now);
  if (!session) throw new DomainError("not_signed_in", "Not signed in");
  if (session.mfaPending) {
    await recordSecurityEvent(ctx.db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "mfa_pending", path } }, now);
    throw new DomainError("second_factor_pending", "Second factor verification required");
  }
  if ((await hasRole(ctx.db, session.userId, "admin")) !== true) {
    await recordSecurityEvent(ctx.db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "not_admin", path } }, now);
    throw new DomainError("not_admin", "Admin access only");
  }
  if (type === "mutation") {
    const hit = await hitRateLimit(ctx.db, `admin:user:${session.userId}`, ADMIN_MUTATION_LIMIT, now);
    if (!hit.allowed) {
      await recordSecurityEvent(ctx.db, { type: "rate_limit", success: false, userId: session.userId, detail: { scope: "admin", path } }, now);
      throw new DomainError("rate_limited", TOO_MANY_REQUESTS);
    }
  }
  const { mfaPending: _verified, ...admin } = session;
  return next({ ctx: { admin: admin satisfies SignedInAdmin } });
});

/** Every back-office procedure: an admin with a verified second factor (enrolment is forced). */
export const adminProcedure = adminEnrolmentProcedure.use(async ({ ctx, next }) => {
  if (!(await hasVerifiedFactor(ctx.db, ctx.admin.userId))) throw new DomainError("second_factor_required", MFA_REQUIRED);
  return next();
});
