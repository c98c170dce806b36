import { adminProcedure } from "../identity";
import { createAdminRouter } from "../platform";
import { systemStatusOutput } from "../contracts";
import { systemStatus } from "./status";

export const systemAdminRouter = createAdminRouter({
  /** Settings tab, System Settings card. */
  status: adminProcedure.output(systemStatusOutput).query(({ ctx }) => systemStatus(ctx.db, ctx.siteFeatures, ctx.now())),
});
