import { adminProcedure } from "../identity";
import { createAdminRouter } from "../platform";
import { dataNoticesOutput, systemStatusOutput } from "../contracts";
import { dataNotices } from "./data-notices";
import { systemStatus } from "./status";

export const systemAdminRouter = createAdminRouter({
  /** Settings tab, System Settings card. */
  status: adminProcedure.output(systemStatusOutput).query(({ ctx }) => systemStatus(ctx.db, ctx.siteFeatures, ctx.now())),
  /** The notices above every tab: no esports data provider, demo analytics. */
  notices: adminProcedure.output(dataNoticesOutput).query(({ ctx }) => dataNotices(ctx.db, ctx.esportsProvider)),
});
