import { acceptInvitation } from "./team/invitations";
import { acceptPasswordReset } from "./passwords/password-reset";
import {
  acceptInvitationInput,
  acceptPasswordResetInput,
  challengeInput,
  signInInput,
  linkAcceptedOutput,
  sessionStateOutput,
  signedInOutput,
  signedOutOutput,
  signInOutput,
  type SessionState,
} from "../contracts";
import { authProcedure, createAdminRouter, DomainError } from "../platform";
import { readKnownDevice, rememberDevice } from "./sign-in/device-cookie";
import { verifyChallenge } from "./sign-in/mfa-challenge";
import { endSession, resolveSession } from "./sessions/sessions";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./sessions/session-cookie";
import { signIn } from "./sign-in/sign-in";
import { hasRole, hasVerifiedFactor } from "./team/users";
import { sha256Hex } from "./sessions/tokens";

/**
 * Sign-in, second-factor challenge and session state: the only admin calls allowed before full
 * authentication. They record security events (and mfa_verified) themselves.
 */
export const authAdminRouter = createAdminRouter({
  session: authProcedure.output(sessionStateOutput).query(async ({ ctx }): Promise<SessionState> => {
    const token = readSessionToken(ctx);
    const session = await resolveSession(ctx.db, token, ctx.now());
    if (!session) {
      if (token) clearSessionCookie(ctx);
      return { status: "signed_out" };
    }
    if (session.mfaPending) return { status: "mfa_pending", email: session.email };
    return {
      status: "signed_in",
      email: session.email,
      isAdmin: await hasRole(ctx.db, session.userId, "admin"),
      mfaEnrolled: await hasVerifiedFactor(ctx.db, session.userId),
    };
  }),

  signIn: authProcedure
    .input(signInInput)
    .output(signInOutput)
    .mutation(async ({ ctx, input }) => {
      const previous = readSessionToken(ctx);
      const result = await signIn(ctx.db, input, {
        now: ctx.now(),
        clientIp: ctx.clientIp,
        userAgent: ctx.userAgent,
        previousTokenHash: previous ? sha256Hex(previous) : null,
        device: readKnownDevice(ctx, ctx.mfaKeys.deviceCookieKey),
      });
      setSessionCookie(ctx, result.token, result.expiresAt);
      return { status: result.status };
    }),

  verifyChallenge: authProcedure
    .input(challengeInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const session = await resolveSession(ctx.db, readSessionToken(ctx), now);
      if (!session?.mfaPending) throw new DomainError("not_signed_in", "No verification is pending");
      const next = await verifyChallenge(ctx.db, ctx.mfaKeys, { session, code: input.code, userAgent: ctx.userAgent }, now);
      setSessionCookie(ctx, next.token, next.expiresAt);
      // Password and second factor done in this browser: from now on it is a known device of the account.
      rememberDevice(ctx, ctx.mfaKeys.deviceCookieKey, session.userId);
      return { status: "signed_in" as const };
    }),

  /** A new admin sets a password through a one-time invitation link (throttled per address like sign-in). */
  acceptInvitation: authProcedure
    .input(acceptInvitationInput)
    .output(linkAcceptedOutput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input, { now: ctx.now(), clientIp: ctx.clientIp })),

  /** An admin sets a new password through a one-time reset link another admin made (throttled like invitations). */
  acceptPasswordReset: authProcedure
    .input(acceptPasswordResetInput)
    .output(linkAcceptedOutput)
    .mutation(({ ctx, input }) => acceptPasswordReset(ctx.db, input, { now: ctx.now(), clientIp: ctx.clientIp })),

  signOut: authProcedure.output(signedOutOutput).mutation(async ({ ctx }) => {
    const token = readSessionToken(ctx);
    if (token) await endSession(ctx.db, sha256Hex(token));
    clearSessionCookie(ctx);
    return { status: "signed_out" as const };
  }),
});
