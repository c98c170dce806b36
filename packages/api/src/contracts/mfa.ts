import { z } from "zod";
import { singleLine } from "./text";

export const SIX_DIGITS_REQUIRED = "Please enter a 6-digit verification code";

/** Setup form and `mfa.verifyEnrollment`: exactly 6 digits. */
export const setupCodeInput = z.object({
  factorId: z.uuid(),
  code: z.string().regex(/^\d{6}$/, SIX_DIGITS_REQUIRED),
});
export type SetupCodeInput = z.infer<typeof setupCodeInput>;

export const enrollInput = z.object({ friendlyName: singleLine({ min: 1, max: 60 }).optional() });
export const factorIdInput = z.object({ factorId: z.uuid() });
