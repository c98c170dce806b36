import { router, publicProcedure } from "./platform";
import { matchesRouter, teamsRouter, tournamentsRouter } from "./esports";
import { publicBookmakers } from "./bookmakers";
import { searchRouter } from "./search";
import { oddsRouter } from "./odds";

/** Everything an anonymous visitor may call: read-only. */
export const publicRouter = router({
  matches: matchesRouter,
  tournaments: tournamentsRouter,
  teams: teamsRouter,
  search: searchRouter,
  odds: oddsRouter,
  bookmakers: router({
    list: publicProcedure.query(({ ctx }) => publicBookmakers(ctx.db)),
  }),
});

export type PublicRouter = typeof publicRouter;
