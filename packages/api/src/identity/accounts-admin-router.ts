import {
  accountIdInput,
  changePasswordInput,
  invitationIdInput,
  inviteAdminInput,
  sessionIdInput,
  stepUpInput,
  adminRemovedOutput,
  invitationOutput,
  ownSessionsOutput,
  passwordChangedOutput,
  passwordResetLinkOutput,
  stepUpOutput,
  stepUpStatusOutput,
  teamOutput,
  endedOutput,
  okOutput,
} from "../contracts";
import { audited, createAdminRouter } from "../platform";
import { adminProcedure } from "./admin-access/admin-procedure";
import { mfaCodeAttempts } from "./sign-in/mfa-code-attempts";
import { endAccountSessions, resetAccountFactors } from "./team/account-actions";
import { createInvitation, revokeInvitation } from "./team/invitations";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./sessions/own-sessions";
import { changeOwnPassword } from "./passwords/password-change";
import { createPasswordResetLink } from "./passwords/password-reset";
import { removeAdminRole } from "./team/roles";
import { confirmStepUp, requireStepUp, stepUpValidUntil } from "./factors/step-up";
import { listTeam } from "./team/team";

/**
 * Admin accounts: the team list, invitations, role removal, factor reset, sessions, passwords. Removing
 * a role, resetting a factor, inviting an admin, changing one's password and making a password reset
 * link need a step-up (password and code) at most 5 minutes old.
 */
export const accountsAdminRouter = createAdminRouter({
  team: adminProcedure.output(teamOutput).query(({ ctx }) => listTeam(ctx.db, ctx.now())),

  mySessions: adminProcedure.output(ownSessionsOutput).query(({ ctx }) => listOwnSessions(ctx.db, ctx.admin, ctx.now())),

  stepUpStatus: adminProcedure.output(stepUpStatusOutput).query(async ({ ctx }) => ({ validUntil: await stepUpValidUntil(ctx.db, ctx.admin, ctx.now()) })),

  stepUp: adminProcedure
    .input(stepUpInput)
    .use(mfaCodeAttempts("step_up"))
    .use(audited("step_up", "security"))
    .output(stepUpOutput)
    .mutation(({ ctx, input }) => confirmStepUp(ctx.db, ctx.mfaKeys, ctx.admin, input, ctx.now(), ctx.audit)),

  invite: adminProcedure
    .input(inviteAdminInput)
    .use(requireStepUp)
    .use(audited("invite_admin", "user"))
    .output(invitationOutput)
    .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.admin, input, ctx.now(), ctx.audit)),

  createPasswordReset: adminProcedure
    .input(accountIdInput)
    .use(requireStepUp)
    .use(audited("create_password_reset", "user"))
    .output(passwordResetLinkOutput)
    .mutation(({ ctx, input }) => createPasswordResetLink(ctx.db, ctx.admin, input, ctx.now(), ctx.audit)),

  changePassword: adminProcedure
    .input(changePasswordInput)
    .use(requireStepUp)
    .use(audited("change_password", "user"))
    .output(passwordChangedOutput)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.db, ctx.admin, input, ctx.now(), ctx.audit)),

  revokeInvitation: adminProcedure
    .input(invitationIdInput)
    .use(audited("revoke_invitation", "user"))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.db, input.invitationId, ctx.audit);
      return { ok: true as const };
    }),

  removeAdmin: adminProcedure
    .input(accountIdInput)
    .use(requireStepUp)
    .use(audited("change_user_role", "user"))
    .output(adminRemovedOutput)
    .mutation(async ({ ctx, input }) => {
      await removeAdminRole(ctx.db, input.userId, ctx.audit);
      return { ok: true as const, self: input.userId === ctx.admin.userId };
    }),

  resetFactor: adminProcedure
    .input(accountIdInput)
    .use(requireStepUp)
    .use(audited("mfa_reset", "security"))
    .output(endedOutput)
    .mutation(({ ctx, input }) => resetAccountFactors(ctx.db, ctx.admin, input.userId, ctx.audit)),

  endSessions: adminProcedure
    .input(accountIdInput)
    .use(audited("end_sessions", "user"))
    .output(endedOutput)
    .mutation(({ ctx, input }) => endAccountSessions(ctx.db, ctx.admin, input.userId, ctx.audit)),

  endMySession: adminProcedure
    .input(sessionIdInput)
    .use(audited("end_sessions", "session"))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await endOwnSession(ctx.db, ctx.admin, input.sessionId, ctx.now(), ctx.audit);
      return { ok: true as const };
    }),

  endMyOtherSessions: adminProcedure
    .use(audited("end_sessions", "session"))
    .output(endedOutput)
    .mutation(({ ctx }) => endOtherOwnSessions(ctx.db, ctx.admin, ctx.audit)),
});
