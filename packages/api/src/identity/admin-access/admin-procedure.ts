import { authProcedure, type SignedInAdmin } from "../../platform";
import { authorizeAdmin, requireVerifiedFactor } from "./authorize-admin";
import { readSessionToken } from "../sessions/session-cookie";

/**
 * An admin's procedure (see `authorizeAdmin`); mutations count against the admin limit. The
 * account may still lack a second factor: this is only for the enrolment procedures; everything
 * else uses `adminProcedure`.
 */
export const adminEnrolmentProcedure = authProcedure.use(async ({ ctx, type, path, next }) => {
  const admin = await authorizeAdmin(ctx.db, readSessionToken(ctx), ctx.now(), { path, throttled: type === "mutation" });
  ctx.call.adminId = admin.userId;
  return next({ ctx: { admin: admin satisfies SignedInAdmin } });
});

/** Every back-office procedure: an admin with a verified second factor (enrolment is forced). */
export const adminProcedure = adminEnrolmentProcedure.use(async ({ ctx, next }) => {
  await requireVerifiedFactor(ctx.db, ctx.admin);
  return next();
});
