import { auditLogInput, securityPeriodInput } from "../contracts";
import { auditLogFilterOptions, listAuditLog } from "./audit-log";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { securityStats } from "./dashboard";
import { recordDashboardView } from "./dashboard-views";
import { securityStatus } from "./status";

export const securityAdminRouter = createAdminRouter({
  /** Counts for the Security tab. A read: it writes nothing, however often it is repeated. */
  stats: adminProcedure.input(securityPeriodInput).query(({ ctx, input }) => securityStats(ctx.db, input.days, ctx.now())),

  /** The tab calls this once when it opens; the view is audited at most once per session and hour. */
  recordView: adminProcedure
    .use(audited("view_security_dashboard", "security"))
    .mutation(({ ctx }) => recordDashboardView(ctx.db, ctx.admin, ctx.now(), ctx.audit)),

  /** What the server enforces and records right now, for the status rows. */
  status: adminProcedure.query(({ ctx }) => securityStatus(ctx.db, ctx.now())),

  /** The audit log viewer: newest first, paged and filtered in SQL. */
  auditLog: adminProcedure.input(auditLogInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  auditLogFilters: adminProcedure.query(({ ctx }) => auditLogFilterOptions(ctx.db)),
});
