import { z } from "zod";
import { singleLine } from "./text";
import { timestampOutput } from "./output";

/** Refusal of a guarded action whose session has not confirmed password and code in the last 5 minutes. */
export const STEP_UP_REQUIRED = "Confirm your password and a current authenticator code to continue.";
export const STEP_UP_MAX_AGE_MINUTES = 5;
export const INVITATION_HOURS = 24;
export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DIFFER = "The passwords do not match";
/** Start of the refusal of a password zxcvbn scores under 4; the server adds its reason and a hint. */
export const PASSWORD_TOO_GUESSABLE = "This password is too easy to guess";
export const PASSWORD_CONTAINS_EMAIL_NAME = "The password must not contain the part of the email address before the @";
export const CURRENT_PASSWORD_WRONG = "The current password is incorrect";
export const PASSWORD_UNCHANGED = "The new password must differ from the current one";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired.";
export const RESET_OWN_PASSWORD = "Change your own password under Password instead.";
export const INVALID_INVITATION = "This invitation link is invalid or has expired.";
export const INVALID_SETUP_LINK = "This setup link is invalid or has expired. Restart the server for a new one while no admin exists.";
export const FIRST_ADMIN_EXISTS = "An admin account already exists. Sign in, or ask an admin for an invitation.";
export const LAST_ADMIN = "The last admin cannot lose the admin role: invite another admin first.";
export const VALID_EMAIL_REQUIRED = "Please enter a valid email address";

const password = z
  .string()
  .max(1024)
  .refine((s) => !s.includes("\u0000"), "must not contain a NUL character");

/** The token of a one-time link (invitation or password reset): 256 random bits, base64url. */
const linkToken = (message: string) =>
  z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/** `accounts.stepUp`: the acting admin's password and a current 6-digit authenticator code. */
export const stepUpInput = z.object({
  password: password.min(1, "Please enter your password"),
  code: z.string().regex(/^\d{6}$/, "Please enter a 6-digit verification code"),
});
export type StepUpInput = z.infer<typeof stepUpInput>;

/** An admin account's email, as an invitation or the setup form takes it. */
const adminEmail = singleLine({ min: 3, max: 320, message: VALID_EMAIL_REQUIRED }).pipe(z.email(VALID_EMAIL_REQUIRED));

/** `accounts.invite`: the new admin's email. */
export const inviteAdminInput = z.object({ email: adminEmail });
export type InviteAdminInput = z.infer<typeof inviteAdminInput>;

/**
 * `auth.acceptInvitation`: the token from the link and the password the new admin chooses. With an
 * `email`, the token is a setup link's (`/auth#setup=…`, the server's console), which names no one:
 * its holder gives the first admin's email. Without, an invitation's, which names its own.
 */
export const acceptInvitationInput = z.object({
  token: linkToken(INVALID_INVITATION),
  password: password.min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
  email: adminEmail.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/** The setup form's fields: the same procedure's input, with the email required. */
export const acceptSetupLinkInput = acceptInvitationInput.extend({ token: linkToken(INVALID_SETUP_LINK), email: adminEmail });

/** `auth.acceptPasswordReset`: the token from a reset link and the new password. */
export const acceptPasswordResetInput = z.object({
  token: linkToken(INVALID_RESET_LINK),
  password: password.min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});
export type AcceptPasswordResetInput = z.infer<typeof acceptPasswordResetInput>;

/** `accounts.changePassword`: the signed-in admin's current password and the new one. */
export const changePasswordInput = z.object({
  currentPassword: password.min(1, "Please enter your current password"),
  newPassword: password.min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** One account of the team (role removal, factor reset, ending its sessions). */
export const accountIdInput = z.object({ userId: z.uuid() });
export const invitationIdInput = z.object({ invitationId: z.uuid() });
/** One of the caller's own sessions, by the opaque id `accounts.mySessions` lists. */
export const sessionIdInput = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/) });

/** `accounts.team`: every account of the Team card, then the invitations and reset links still unused. */
export const teamOutput = z.object({
  accounts: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      role: z.literal("admin").nullable(),
      mfaEnabled: z.boolean(),
      lastSignInAt: timestampOutput.nullable(),
      activeSessions: z.number(),
    }),
  ),
  invitations: z.array(z.object({ invitationId: z.string(), kind: z.enum(["invite", "password_reset"]), email: z.string(), expiresAt: timestampOutput })),
});

/** `accounts.mySessions`: the caller's own live sessions, this one first (an opaque id, never the token). */
export const ownSessionsOutput = z.array(
  z.object({
    sessionId: z.string(),
    device: z.string(),
    browser: z.string(),
    createdAt: timestampOutput,
    lastSeenAt: timestampOutput,
    pending: z.boolean(),
    current: z.boolean(),
  }),
);

/** `accounts.stepUpStatus`: until when this session's step-up counts, or null. */
export const stepUpStatusOutput = z.object({ validUntil: timestampOutput.nullable() });

/** `accounts.stepUp`. `confirmedAt` is not on screen; the API's tests read it. */
export const stepUpOutput = z.object({ validUntil: timestampOutput, confirmedAt: timestampOutput });

/** A one-time link as its creator sees it, once: the token is in the link and never stored. */
const oneTimeLink = z.object({ token: z.string(), email: z.string(), expiresAt: timestampOutput });
/** `accounts.invite`. `invitationId` is not on screen (the Team card lists it); the API's tests read it. */
export const invitationOutput = oneTimeLink.extend({ invitationId: z.string() });
/** `accounts.createPasswordReset`. `linkId` is not on screen (the Team card lists it); the API's tests read it. */
export const passwordResetLinkOutput = oneTimeLink.extend({ linkId: z.string() });

/** `accounts.changePassword`: how many other sessions were signed out. */
export const passwordChangedOutput = z.object({ endedSessions: z.number() });

/** `accounts.removeAdmin`: `self` when the caller removed their own role (their session is over). */
export const adminRemovedOutput = z.object({ ok: z.literal(true), self: z.boolean() });

/** `auth.acceptInvitation` and `auth.acceptPasswordReset`: the account the link was for. */
export const linkAcceptedOutput = z.object({ email: z.string() });
