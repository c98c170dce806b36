import { TRPCError } from "@trpc/server";
import { middleware, publicProcedure } from "../trpc";
import type { ApiContext } from "../context";
import { hitRateLimit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-events";
import { ADMIN_MUTATION_LIMIT, MFA_REQUIRED, TOO_MANY_REQUESTS } from "./constants";
import type { MfaKeys } from "./mfa-keys";
import { resolveSession } from "./sessions";
import { readSessionToken } from "./session-cookie";
import { hasRole, hasVerifiedFactor } from "./users";

/** The admin API's context: the request context plus the keys protecting second factors. */
export type AdminApiContext = ApiContext & { mfaKeys: MfaKeys };

/** The admin server passes the MFA keys in its context; without them the admin API cannot work. */
const withMfaKeys = middleware(({ ctx, next }) => {
  const mfaKeys = (ctx as Partial<AdminApiContext>).mfaKeys;
  if (!mfaKeys) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "admin context without MFA keys" });
  return next({ ctx: { mfaKeys } });
});

/** Procedures usable before full authentication (sign-in, second-factor challenge, session state). */
export const authProcedure = publicProcedure.use(withMfaKeys);

/**
 * Valid, fully verified session of a user whose admin role is found in the database on this very
 * call (a positive check). A session waiting for its second factor is refused. Mutations are
 * throttled per user (spec: 20 per 5 minutes). The account may still lack a second factor: this
 * is only for the enrolment procedures; everything else uses `adminProcedure`.
 */
export const adminEnrolmentProcedure = authProcedure.use(async ({ ctx, type, path, next }) => {
  const now = ctx.now();
  const session = await resolveSession(ctx.db, readSessionToken(ctx), now);
  if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
  if (session.mfaPending) {
    await recordSecurityEvent(ctx.db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "mfa_pending", path } }, now);
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Second factor verification required" });
  }
  const isAdmin = await hasRole(ctx.db, session.userId, "admin");
  if (isAdmin !== true) {
    await recordSecurityEvent(ctx.db, { type: "admin_access", success: false, userId: session.userId, detail: { reason: "not_admin", path } }, now);
    throw new TRPCError({ code: "FORBIDDEN", message: "Admin access only" });
  }
  if (type === "mutation") {
    const hit = await hitRateLimit(ctx.db, `admin:user:${session.userId}`, ADMIN_MUTATION_LIMIT, now);
    if (!hit.allowed) {
      await recordSecurityEvent(ctx.db, { type: "rate_limit", success: false, userId: session.userId, detail: { scope: "admin", path } }, now);
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS });
    }
  }
  return next({ ctx: { session } });
});

/** Every back-office procedure: an admin with a verified second factor (enrolment is forced). */
export const adminProcedure = adminEnrolmentProcedure.use(async ({ ctx, next }) => {
  if (!(await hasVerifiedFactor(ctx.db, ctx.session.userId))) {
    throw new TRPCError({ code: "FORBIDDEN", message: MFA_REQUIRED });
  }
  return next();
});
