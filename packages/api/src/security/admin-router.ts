import {
  auditLogInput,
  securityPeriodInput,
  recordedViewOutput,
  securityStatsOutput,
  securityStatusOutput,
  auditLogFiltersOutput,
  auditLogPageOutput,
} from "../contracts";
import { auditLogFilterOptions, listAuditLog } from "./audit-log";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { securityStats } from "./dashboard";
import { recordDashboardView } from "./dashboard-views";
import { securityStatus } from "./status";

export const securityAdminRouter = createAdminRouter({
  /** Counts for the Security tab. A read: it writes nothing, however often it is repeated. */
  stats: adminProcedure
    .input(securityPeriodInput)
    .output(securityStatsOutput)
    .query(({ ctx, input }) => securityStats(ctx.db, input.days, ctx.now())),

  /** The tab calls this once when it opens; the view is audited at most once per session and hour. */
  recordView: adminProcedure
    .use(audited("view_security_dashboard", "security"))
    .output(recordedViewOutput)
    .mutation(({ ctx }) => recordDashboardView(ctx.db, ctx.admin, ctx.now(), ctx.audit)),

  /** What the server enforces and records right now, for the status rows. */
  status: adminProcedure.output(securityStatusOutput).query(({ ctx }) => securityStatus(ctx.db, ctx.now())),

  /** The audit log viewer: newest first, paged and filtered in SQL. */
  auditLog: adminProcedure
    .input(auditLogInput)
    .output(auditLogPageOutput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  auditLogFilters: adminProcedure.output(auditLogFiltersOutput).query(({ ctx }) => auditLogFilterOptions(ctx.db)),
});
