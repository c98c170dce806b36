import { createAdminRouter } from "./platform";
import { accountsAdminRouter } from "./identity/accounts-admin-router";
import { analyticsAdminRouter } from "./analytics/admin-router";
import { authAdminRouter } from "./identity/auth-admin-router";
import { bookmakersAdminRouter } from "./bookmakers/admin-router";
import { abTestsAdminRouter } from "./experiments/admin-router";
import { dashboardViewsAdminRouter } from "./dashboard-views/admin-router";
import { debugAdminRouter } from "./debug/admin-router";
import { mfaAdminRouter } from "./identity/mfa-admin-router";
import { operationsAdminRouter } from "./operations/admin-router";
import { securityAdminRouter } from "./security/admin-router";
import { systemAdminRouter } from "./system/admin-router";
import { teamsAdminRouter } from "./teams/admin-router";

/**
 * Everything the back office may call, at /api/admin: one entry per domain admin router. Only
 * `auth.*` works before full authentication; every other procedure is behind `adminProcedure` (MFA
 * enrolment behind its enrolment variant) and every mutation is `audited`. The authorization walk
 * test (admin-router.test.ts) fails for a procedure that breaks either rule.
 */
export const adminRouter = createAdminRouter({
  abTests: abTestsAdminRouter,
  accounts: accountsAdminRouter,
  analytics: analyticsAdminRouter,
  auth: authAdminRouter,
  bookmakers: bookmakersAdminRouter,
  dashboardViews: dashboardViewsAdminRouter,
  debug: debugAdminRouter,
  mfa: mfaAdminRouter,
  operations: operationsAdminRouter,
  security: securityAdminRouter,
  system: systemAdminRouter,
  teams: teamsAdminRouter,
});

export type AdminRouter = typeof adminRouter;
