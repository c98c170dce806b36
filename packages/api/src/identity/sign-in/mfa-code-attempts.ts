import { adminMiddleware, DomainError, recordSecurityEvent, resetRateLimit } from "../../platform";
import { mfaCodeKey, throttleCode } from "./mfa-challenge";

/**
 * Counts a second-factor code attempt before the mutation's transaction opens, and records a wrong
 * code after it has rolled back, so neither is lost with the failed change. A success resets the count.
 */
export function mfaCodeAttempts(stage: string) {
  return adminMiddleware(async ({ ctx, next }) => {
    const userId = ctx.admin?.userId;
    if (!userId) throw new DomainError("not_signed_in", "Not signed in");
    const now = ctx.now();
    await throttleCode(ctx.db, userId, now);
    const result = await next();
    if (result.ok) {
      await resetRateLimit(ctx.db, mfaCodeKey(userId));
    } else if (result.error.cause instanceof DomainError && result.error.cause.code === "invalid_code") {
      await recordSecurityEvent(ctx.db, { type: "auth_attempt", success: false, userId, detail: { stage } }, now);
    }
    return result;
  });
}
