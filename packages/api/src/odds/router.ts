import { z } from "zod";
import { GAMES } from "@eb/db/games";
import { GAME_FILTERS } from "../shared";
import { publicProcedure, router } from "../platform";
import { offersNothing, visitorOffers } from "../jurisdictions";
import { matchMarkets } from "./read/match-markets";
import { fairChances } from "./read/fair-chances";
import { matchOdds } from "./read/match-odds";
import { oddsHistory } from "./read/odds-history";
import { sharedDroppingOdds } from "./read/shared-dropping-odds";

const matchInput = z.object({ game: z.enum(GAMES), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Spec 5: the game filter accepts only all, cs2, lol, valorant, dota2. */
const droppingInput = z.object({ game: z.enum(GAME_FILTERS).default("all") });
const marketsInput = z.object({ matchId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The match page's odds: the match-winner table (server-rendered), the movement chart's history
 * (loaded by the chart) and every market's table (server-rendered), each of only the bookmakers
 * licensed where the visitor is (issue 26); and the dropping-odds list of every upcoming match.
 */
export const oddsRouter = router({
  /** Null when no shown bookmaker prices the match: the page has no odds section rather than a 404. */
  match: publicProcedure.input(matchInput).query(async ({ ctx, input }) => {
    ctx.pageDependencies?.showsOdds([input.id]);
    return matchOdds(ctx.db, input, ctx.now(), (await visitorOffers(ctx)).isLicensed);
  }),
  /** Every market's table (MatchMarkets); null when no shown bookmaker prices the match. */
  markets: publicProcedure.input(marketsInput).query(async ({ ctx, input }) => {
    ctx.pageDependencies?.showsOdds([input.matchId]);
    return matchMarkets(ctx.db, input.matchId, ctx.now(), (await visitorOffers(ctx)).isLicensed);
  }),
  /**
   * The match-winner chances without any bookmaker (FairChances), only where the visitor may be
   * shown no bookmaker (information only); elsewhere null: the odds section says all this and more.
   */
  fairChances: publicProcedure.input(marketsInput).query(async ({ ctx, input }) => {
    const offers = await visitorOffers(ctx);
    if (!offersNothing(offers.rule)) return null;
    ctx.pageDependencies?.showsOdds([input.matchId]);
    return fairChances(ctx.db, input.matchId, ctx.now());
  }),
  /**
   * /dropping-odds: the largest pre-match price falls of the last 24 hours (DroppingOdds), capped at
   * DROPPING_ODDS_LIMIT rows; one reading a minute per game filter and offer (sharedDroppingOdds).
   */
  dropping: publicProcedure.input(droppingInput).query(async ({ ctx, input }) => {
    if (ctx.pageDependencies) ctx.pageDependencies.anyOdds = true;
    return sharedDroppingOdds(ctx.db, input.game, ctx.now(), (await visitorOffers(ctx)).isLicensed);
  }),
  history: publicProcedure.input(matchInput).query(async ({ ctx, input }) => {
    ctx.pageDependencies?.showsOdds([input.id]);
    return oddsHistory(ctx.db, input, ctx.now(), (await visitorOffers(ctx)).isLicensed);
  }),
});
