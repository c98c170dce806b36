import { enrollInput, factorIdInput, setupCodeInput, enrolmentOutput, factorsOutput, recoveryCodesOutput, okOutput } from "../contracts";
import { requireStepUp, requireStepUpOnceEnrolled } from "./factors/step-up";
import { rememberDevice } from "./sign-in/device-cookie";
import { audited, createAdminRouter } from "../platform";
import { adminEnrolmentProcedure, adminProcedure } from "./admin-access/admin-procedure";
import { mfaCodeAttempts } from "./sign-in/mfa-code-attempts";
import { disableFactor, enrollTotp, listFactors, regenerateRecoveryCodes, resetFactors, verifyEnrollment } from "./factors/mfa-factors";

/**
 * Two-factor settings. Listing and enrolling work before the account has a factor (forced
 * enrolment); removing or resetting needs the full admin procedure. Whatever replaces or removes a
 * factor or the recovery codes needs a step-up (for enrolment: once the account has a factor).
 */
export const mfaAdminRouter = createAdminRouter({
  list: adminEnrolmentProcedure.output(factorsOutput).query(({ ctx }) => listFactors(ctx.db, ctx.admin.userId)),

  enroll: adminEnrolmentProcedure
    .input(enrollInput)
    .use(requireStepUpOnceEnrolled)
    .use(audited("mfa_enrolment_started", "security"))
    .output(enrolmentOutput)
    .mutation(({ ctx, input }) => enrollTotp(ctx.db, ctx.mfaKeys, ctx.admin, input.friendlyName ?? null, ctx.now(), ctx.audit)),

  // Checked again at verification: that is the step that signs the account out everywhere.
  verifyEnrollment: adminEnrolmentProcedure
    .input(setupCodeInput)
    .use(requireStepUpOnceEnrolled)
    .use(mfaCodeAttempts("mfa_enrol"))
    .use(audited("mfa_enabled", "security"))
    .output(recoveryCodesOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await verifyEnrollment(ctx.db, ctx.mfaKeys, ctx.admin, input, ctx.now(), ctx.audit);
      // A code from the new authenticator was just entered in this browser: it is a known device now.
      rememberDevice(ctx, ctx.mfaKeys.deviceCookieKey, ctx.admin.userId);
      return result;
    }),

  // Disabling a factor weakens the account, so it needs a fresh password-and-code confirmation.
  disable: adminProcedure
    .input(factorIdInput)
    .use(requireStepUp)
    .use(audited("mfa_disabled", "security"))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await disableFactor(ctx.db, ctx.admin, input.factorId, ctx.audit);
      return { ok: true as const };
    }),

  // Resetting one's own factor lets whoever holds the session enrol their own: a step-up too.
  reset: adminProcedure
    .use(requireStepUp)
    .use(audited("mfa_reset", "security"))
    .output(okOutput)
    .mutation(async ({ ctx }) => {
      await resetFactors(ctx.db, ctx.admin);
      return { ok: true as const };
    }),

  // New codes invalidate the old ones and are shown to whoever asks: a step-up, not just a session.
  regenerateRecoveryCodes: adminProcedure
    .use(requireStepUp)
    .use(audited("mfa_recovery_codes_regenerated", "security"))
    .output(recoveryCodesOutput)
    .mutation(({ ctx }) => regenerateRecoveryCodes(ctx.db, ctx.mfaKeys, ctx.admin, ctx.now())),
});
