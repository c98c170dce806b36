import { router, publicProcedure } from "./platform";
import { matchesRouter, teamsRouter, tournamentsRouter } from "./esports";
import { publicBookmakers } from "./bookmakers";
import { searchRouter } from "./search";
import { oddsRouter } from "./odds";
import { jurisdictionRouter } from "./jurisdictions";

/** Everything an anonymous visitor may call: read-only. */
export const publicRouter = router({
  matches: matchesRouter,
  tournaments: tournamentsRouter,
  teams: teamsRouter,
  search: searchRouter,
  odds: oddsRouter,
  jurisdiction: jurisdictionRouter,
  bookmakers: router({
    list: publicProcedure.query(({ ctx }) => publicBookmakers(ctx.db)),
  }),
});

export type PublicRouter = typeof publicRouter;
