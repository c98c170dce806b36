import { router, publicProcedure } from "./platform";
import { matchesRouter, teamsRouter, tournamentsRouter } from "./esports";
import { publicBookmakers } from "./bookmakers";
import { searchRouter } from "./search";
import { oddsRouter } from "./odds";
import { jurisdictionRouter, visitorOffers } from "./jurisdictions";

/** Everything an anonymous visitor may call: read-only. */
export const publicRouter = router({
  matches: matchesRouter,
  tournaments: tournamentsRouter,
  teams: teamsRouter,
  search: searchRouter,
  odds: oddsRouter,
  jurisdiction: jurisdictionRouter,
  bookmakers: router({
    // Only those licensed where the visitor is, under that place's rules (issue 26).
    list: publicProcedure.query(async ({ ctx }) => publicBookmakers(ctx.db, await visitorOffers(ctx))),
  }),
});

export type PublicRouter = typeof publicRouter;
