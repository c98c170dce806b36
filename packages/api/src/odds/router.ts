import { z } from "zod";
import { GAMES } from "@eb/db/games";
import { publicProcedure, router } from "../platform";
import { matchOdds } from "./read/match-odds";
import { oddsHistory } from "./read/odds-history";

const matchInput = z.object({ game: z.enum(GAMES), id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The match page's odds: the table (server-rendered) and the movement chart's history (loaded by the chart). */
export const oddsRouter = router({
  /** Null when no shown bookmaker prices the match: the page says so rather than 404. */
  match: publicProcedure.input(matchInput).query(({ ctx, input }) => matchOdds(ctx.db, input, ctx.now())),
  history: publicProcedure.input(matchInput).query(({ ctx, input }) => oddsHistory(ctx.db, input, ctx.now())),
});
