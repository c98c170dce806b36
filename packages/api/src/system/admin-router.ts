import { adminProcedure } from "../auth/admin-procedure";
import { createAdminRouter } from "../trpc/admin";
import { dataNotices } from "./data-notices";
import { systemStatus } from "./status";

export const systemAdminRouter = createAdminRouter({
  /** Settings tab, System Settings card. */
  status: adminProcedure.query(({ ctx }) => systemStatus(ctx.db, ctx.siteFeatures, ctx.now())),
  /** The notices above every tab: no esports data provider, demo analytics. */
  notices: adminProcedure.query(({ ctx }) => dataNotices(ctx.db, ctx.esportsProvider)),
});
