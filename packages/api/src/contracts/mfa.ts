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

/** `mfa.list`: the account's verified factors and how many recovery codes are left. */
export const factorsOutput = z.object({
  factors: z.array(z.object({ id: z.string(), friendlyName: z.string().nullable() })),
  recoveryCodesLeft: z.number(),
});

/** `mfa.enroll`: the new secret, shown once, as text and as a QR code. `uri` is not on screen; the API's tests read it. */
export const enrolmentOutput = z.object({ factorId: z.string(), secret: z.string(), uri: z.string(), qrCode: z.string() });

/** The new recovery codes, shown once. */
export const recoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });
