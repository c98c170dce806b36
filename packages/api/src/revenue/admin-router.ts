import { adminProcedure } from "../identity";
import { createAdminRouter } from "../platform";
import { bookmakerRevenueOutput, revenueFiguresInput, revenueFiguresOutput } from "../contracts";
import { bookmakerRevenue, revenueFigures } from "./revenue-figures";

/** Revenue: what the affiliate programmes reported for the clicks we sent (issue 27). */
export const revenueAdminRouter = createAdminRouter({
  /** The Analytics tab's Revenue card (and its Custom Dashboard Views component). */
  figures: adminProcedure
    .input(revenueFiguresInput)
    .output(revenueFiguresOutput)
    .query(({ ctx, input }) => revenueFigures(ctx.db, input, ctx.now())),

  /** The Bookmakers tab: clicks, first deposits and EPC of the last 30 days per bookmaker. */
  bookmakers: adminProcedure.output(bookmakerRevenueOutput).query(({ ctx }) => bookmakerRevenue(ctx.db, ctx.now())),
});
