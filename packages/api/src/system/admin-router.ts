import { adminProcedure } from "../identity/admin-access/admin-procedure";
import { createAdminRouter } from "../platform";
import { systemStatus } from "./status";

export const systemAdminRouter = createAdminRouter({
  /** Settings tab, System Settings card. */
  status: adminProcedure.query(({ ctx }) => systemStatus(ctx.db, ctx.siteFeatures, ctx.now())),
});
