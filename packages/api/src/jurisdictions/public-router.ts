import { publicProcedure, router } from "../platform";
import { visitorOffers } from "./offer-policies";
import { publicJurisdiction } from "./public-jurisdiction";

/** jurisdiction.current: the rules applied to this request's visitor (footer, offer lines). */
export const jurisdictionRouter = router({
  current: publicProcedure.query(async ({ ctx }) => publicJurisdiction(await visitorOffers(ctx))),
});
