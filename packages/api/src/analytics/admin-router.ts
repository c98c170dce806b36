import { adminLiveSnapshots, adminProcedure } from "../identity";
import { audited, createAdminRouter, DomainError } from "../platform";
import { recordDashboardView } from "../security";
import { analyticsRangeInput, liveStreamInput, realtimeSnapshotOutput, smartAlertsOutput, dashboardOutput, recordedViewOutput } from "../contracts";
import { realtimeSnapshot } from "./realtime";
import { smartAlerts } from "./alerts";
import { buildDashboard } from "./dashboard/build-dashboard";

/** The Analytics tab. */
export const analyticsAdminRouter = createAdminRouter({
  /** Opening the tab is audited (`view_analytics`) once per session and hour; exports are audited by the export route. */
  recordView: adminProcedure
    .use(audited("view_analytics", "analytics"))
    .output(recordedViewOutput)
    .mutation(({ ctx }) => recordDashboardView(ctx.db, ctx.admin, ctx.now(), ctx.audit, "view_analytics")),

  /** Every figure of the tab for a range: rollups plus the raw tail, aggregated in SQL (refetched every 30 s). */
  dashboard: adminProcedure
    .input(analyticsRangeInput)
    .output(dashboardOutput)
    .query(({ ctx, input }) => buildDashboard(ctx.db, input.range, ctx.now())),

  /** Smart Alerts over the last 2 and 48 hours (refetched every 60 s). */
  alerts: adminProcedure.output(smartAlertsOutput).query(({ ctx }) => smartAlerts(ctx.db, ctx.now())),

  /**
   * Real-Time Updates: the last hour, pushed again each time events are ingested on any instance
   * (server-sent events), and every 30 s for the rolling window.
   */
  realtime: adminProcedure.input(liveStreamInput).subscription(({ ctx, signal }) => {
    const changes = ctx.analyticsChanges;
    if (!changes) throw new DomainError("unavailable", "Live analytics are not available on this server");
    return adminLiveSnapshots(ctx, { changes, read: () => realtimeSnapshot(ctx.db, ctx.now()), output: realtimeSnapshotOutput, signal });
  }),
});
