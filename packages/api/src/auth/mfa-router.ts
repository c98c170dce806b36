import { z } from "zod";
import { router } from "../trpc";
import { adminEnrolmentProcedure, adminProcedure } from "./admin-procedure";
import { disableFactor, enrollTotp, listFactors, regenerateRecoveryCodes, resetFactors, verifyEnrollment } from "./mfa-factors";

/** Same rule as the setup form: exactly 6 digits. */
export const setupCodeInput = z.object({
  factorId: z.uuid(),
  code: z.string().regex(/^\d{6}$/, "Please enter a 6-digit verification code"),
});

/**
 * Two-factor settings. Listing and enrolling work before the account has a factor (forced
 * enrolment); removing or resetting needs the full admin procedure.
 */
export const mfaRouter = router({
  list: adminEnrolmentProcedure.query(({ ctx }) => listFactors(ctx.db, ctx.session.userId)),
  enroll: adminEnrolmentProcedure
    .input(z.object({ friendlyName: z.string().trim().min(1).max(60).optional() }))
    .mutation(({ ctx, input }) => enrollTotp(ctx.db, ctx.mfaKeys, ctx.session, input.friendlyName ?? null, ctx.now())),
  verifyEnrollment: adminEnrolmentProcedure
    .input(setupCodeInput)
    .mutation(({ ctx, input }) => verifyEnrollment(ctx.db, ctx.mfaKeys, ctx.session, input, ctx.now())),
  disable: adminProcedure
    .input(z.object({ factorId: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      await disableFactor(ctx.db, ctx.session, input.factorId, ctx.now());
      return { ok: true as const };
    }),
  reset: adminProcedure.mutation(async ({ ctx }) => {
    await resetFactors(ctx.db, ctx.session, ctx.now());
    return { ok: true as const };
  }),
  regenerateRecoveryCodes: adminProcedure.mutation(({ ctx }) => regenerateRecoveryCodes(ctx.db, ctx.mfaKeys, ctx.session, ctx.now())),
});
