import { z } from "zod";
import { router, publicProcedure } from "./platform";
import { matchesRouter, teamsRouter, tournamentsRouter } from "./esports";
import { bookmakerUnavailable, publicBookmakers } from "./bookmakers";
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
    // The /go page of a bookmaker not licensed where the visitor is; null when there is none to show.
    unavailable: publicProcedure
      .input(z.object({ slug: z.string().max(80) }))
      .query(async ({ ctx, input }) => bookmakerUnavailable(ctx.db, await visitorOffers(ctx), input.slug)),
  }),
});

export type PublicRouter = typeof publicRouter;
