import { enrollInput, factorIdInput, setupCodeInput } from "../contracts/mfa";
import { requireStepUp } from "../accounts/step-up";
import { audited } from "../trpc/audited";
import { createAdminRouter } from "../trpc/admin";
import { adminEnrolmentProcedure, adminProcedure } from "./admin-procedure";
import { mfaCodeAttempts } from "./mfa-code-attempts";
import { disableFactor, enrollTotp, listFactors, regenerateRecoveryCodes, resetFactors, verifyEnrollment } from "./mfa-factors";

/**
 * Two-factor settings. Listing and enrolling work before the account has a factor (forced
 * enrolment); removing or resetting needs the full admin procedure.
 */
export const mfaAdminRouter = createAdminRouter({
  list: adminEnrolmentProcedure.query(({ ctx }) => listFactors(ctx.db, ctx.admin.userId)),

  enroll: adminEnrolmentProcedure
    .input(enrollInput)
    .use(audited("mfa_enrolment_started", "security"))
    .mutation(({ ctx, input }) => enrollTotp(ctx.db, ctx.mfaKeys, ctx.admin, input.friendlyName ?? null, ctx.now(), ctx.audit)),

  verifyEnrollment: adminEnrolmentProcedure
    .input(setupCodeInput)
    .use(mfaCodeAttempts("mfa_enrol"))
    .use(audited("mfa_enabled", "security"))
    .mutation(({ ctx, input }) => verifyEnrollment(ctx.db, ctx.mfaKeys, ctx.admin, input, ctx.now(), ctx.audit)),

  // Disabling a factor weakens the account, so it needs a fresh password-and-code confirmation.
  disable: adminProcedure
    .input(factorIdInput)
    .use(requireStepUp)
    .use(audited("mfa_disabled", "security"))
    .mutation(async ({ ctx, input }) => {
      await disableFactor(ctx.db, ctx.admin, input.factorId, ctx.audit);
      return { ok: true as const };
    }),

  // Resetting one's own factor lets whoever holds the session enrol their own: a step-up too.
  reset: adminProcedure
    .use(requireStepUp)
    .use(audited("mfa_reset", "security"))
    .mutation(async ({ ctx }) => {
      await resetFactors(ctx.db, ctx.admin);
      return { ok: true as const };
    }),

  regenerateRecoveryCodes: adminProcedure
    .use(audited("mfa_recovery_codes_regenerated", "security"))
    .mutation(({ ctx }) => regenerateRecoveryCodes(ctx.db, ctx.mfaKeys, ctx.admin, ctx.now())),
});
