import { createAdminRouter } from "./platform";
import { accountsAdminRouter, authAdminRouter, mfaAdminRouter } from "./identity";
import { analyticsAdminRouter } from "./analytics";
import { bookmakersAdminRouter } from "./bookmakers";
import { affiliateProgrammesAdminRouter } from "./revenue";
import { abTestsAdminRouter } from "./experiments";
import { dashboardViewsAdminRouter } from "./dashboard-views";
import { debugAdminRouter } from "./debug";
import { jurisdictionsAdminRouter } from "./jurisdictions";
import { operationsAdminRouter } from "./operations";
import { reportImportAdminRouter } from "./revenue";
import { revenueAdminRouter } from "./revenue";
import { securityAdminRouter } from "./security";
import { systemAdminRouter } from "./system";
import { teamsAdminRouter } from "./teams";

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
  affiliateProgrammes: affiliateProgrammesAdminRouter,
  dashboardViews: dashboardViewsAdminRouter,
  debug: debugAdminRouter,
  jurisdictions: jurisdictionsAdminRouter,
  mfa: mfaAdminRouter,
  operations: operationsAdminRouter,
  revenueReports: reportImportAdminRouter,
  revenue: revenueAdminRouter,
  security: securityAdminRouter,
  system: systemAdminRouter,
  teams: teamsAdminRouter,
});

export type AdminRouter = typeof adminRouter;
