import { z } from "zod";
import { singleLine } from "./text";

export const SIGN_IN_REQUIRED = "Email and password are required";

/** Sign-in form and `auth.signIn`. The password is taken as typed (no trim), but never with a NUL. */
export const signInInput = z.object({
  email: singleLine({ min: 1, max: 320, message: SIGN_IN_REQUIRED }),
  password: z
    .string()
    .min(1, SIGN_IN_REQUIRED)
    .max(1024)
    .refine((s) => !s.includes("\u0000"), "must not contain a NUL character"),
});
export type SignInInput = z.infer<typeof signInInput>;

export const VALID_CODE_REQUIRED = "Please enter a valid verification code";

/** Second-factor screen and `auth.verifyChallenge`: a 6-digit code or an 8-character recovery code. */
export const challengeInput = z.object({
  code: singleLine({ min: 6, max: 16, message: VALID_CODE_REQUIRED }),
});
export type ChallengeInput = z.infer<typeof challengeInput>;

/** `auth.session`: whether this browser is signed in, waiting for its second factor, or neither. */
export const sessionStateOutput = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed_out") }),
  z.object({ status: z.literal("mfa_pending"), email: z.string() }),
  z.object({ status: z.literal("signed_in"), email: z.string(), isAdmin: z.boolean(), mfaEnrolled: z.boolean() }),
]);
export type SessionState = z.infer<typeof sessionStateOutput>;

/** `auth.signIn`: the password was right; whether the second factor is still to come. */
export const signInOutput = z.object({ status: z.enum(["mfa_pending", "signed_in"]) });
export const signedInOutput = z.object({ status: z.literal("signed_in") });
export const signedOutOutput = z.object({ status: z.literal("signed_out") });
