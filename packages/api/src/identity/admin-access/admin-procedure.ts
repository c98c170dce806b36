import { authProcedure, type SignedInAdmin } from "../../platform";
import { releaseAdminWrite, UNCOUNTED_ADMIN_CALLS } from "./admin-write-limit";
import { authorizeAdmin, requireVerifiedFactor } from "./authorize-admin";
import { readSessionToken } from "../sessions/session-cookie";

/**
 * An admin's procedure (see `authorizeAdmin`); accepted mutations count against the admin limit
 * (admin-write-limit.ts). The
 * account may still lack a second factor: this is only for the enrolment procedures; everything
 * else uses `adminProcedure`.
 */
export const adminEnrolmentProcedure = authProcedure.use(async ({ ctx, type, path, next }) => {
  const now = ctx.now();
  const throttled = type === "mutation" && !UNCOUNTED_ADMIN_CALLS.has(path);
  const admin = await authorizeAdmin(ctx.db, readSessionToken(ctx), now, { path, throttled });
  ctx.call.adminId = admin.userId;
  const result = await next({ ctx: { admin: admin satisfies SignedInAdmin } });
  // Only accepted writes count (issue 23): one refused further on (input, step-up, conflict) gives its hit back.
  if (throttled && !result.ok) await releaseAdminWrite(ctx.db, admin.userId, now);
  return result;
});

/** Every back-office procedure: an admin with a verified second factor (enrolment is forced). */
export const adminProcedure = adminEnrolmentProcedure.use(async ({ ctx, next }) => {
  await requireVerifiedFactor(ctx.db, ctx.admin);
  return next();
});
