import { adminProcedure } from "../auth/admin-procedure";
import { systemStatusOutput } from "../contracts/system";
import { createAdminRouter } from "../trpc/admin";
import { systemStatus } from "./status";

export const systemAdminRouter = createAdminRouter({
  /** Settings tab, System Settings card. */
  status: adminProcedure.output(systemStatusOutput).query(({ ctx }) => systemStatus(ctx.db, ctx.siteFeatures, ctx.now())),
});
