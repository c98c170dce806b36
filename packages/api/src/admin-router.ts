import { router } from "./trpc";
import { authRouter } from "./auth/router";
import { mfaRouter } from "./auth/mfa-router";
import { securityRouter } from "./security/router";

/**
 * Everything the back office may call, at /api/admin. Only `auth.*` (sign-in, second-factor
 * challenge, session state, sign-out) works before full authentication; every other procedure is
 * behind `adminProcedure` (MFA enrolment behind its enrolment variant).
 */
export const adminRouter = router({
  auth: authRouter,
  mfa: mfaRouter,
  security: securityRouter,
});

export type AdminRouter = typeof adminRouter;
