import { dashboardViewIdInput, dashboardViewInput, updateDashboardViewInput, dashboardViewListOutput, dashboardViewOutput, okOutput } from "../contracts";
import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { setDefaultView } from "./default-view";
import { createView, removeView, updateView } from "./view-changes";
import { getView, listViews } from "./views";

const RESOURCE = "dashboard_view";

/** The signed-in admin's own dashboard views. Every call is scoped to `ctx.admin.userId`; no input names an owner. */
export const dashboardViewsAdminRouter = createAdminRouter({
  list: adminProcedure.output(dashboardViewListOutput).query(({ ctx }) => listViews(ctx.db, ctx.admin.userId)),
  get: adminProcedure
    .input(dashboardViewIdInput)
    .output(dashboardViewOutput)
    .query(({ ctx, input }) => getView(ctx.db, ctx.admin.userId, input.id)),
  create: adminProcedure
    .input(dashboardViewInput)
    .use(audited("create_dashboard_view", RESOURCE))
    .output(dashboardViewOutput)
    .mutation(({ ctx, input }) => createView(ctx.db, ctx.admin.userId, input, ctx.audit, ctx.now())),
  update: adminProcedure
    .input(updateDashboardViewInput)
    .use(audited("update_dashboard_view", RESOURCE))
    .output(dashboardViewOutput)
    .mutation(({ ctx, input }) => updateView(ctx.db, ctx.admin.userId, input, ctx.audit, ctx.now())),
  remove: adminProcedure
    .input(dashboardViewIdInput)
    .use(audited("delete_dashboard_view", RESOURCE))
    .output(okOutput)
    .mutation(({ ctx, input }) => removeView(ctx.db, ctx.admin.userId, input.id, ctx.audit)),
  setDefault: adminProcedure
    .input(dashboardViewIdInput)
    .use(audited("set_default_dashboard_view", RESOURCE))
    .output(dashboardViewOutput)
    .mutation(({ ctx, input }) => setDefaultView(ctx.db, ctx.admin.userId, input.id, ctx.audit, ctx.now())),
});
