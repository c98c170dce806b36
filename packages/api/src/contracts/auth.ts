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
