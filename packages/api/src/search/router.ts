import { z } from "zod";
import { singleLine } from "../contracts";
import { publicProcedure, router } from "../platform";
import { SEARCH_QUERY_MAX } from "../shared";
import { RESULT_LIMITS, searchSite, SUGGESTION_LIMITS } from "./search-site";

/** Trimmed, at most 100 characters, no control characters (a 400, never a database error). */
export const searchInput = z.object({ q: singleLine({ max: SEARCH_QUERY_MAX }) });

export const searchRouter = router({
  /** The header's suggestions as the visitor types. */
  suggest: publicProcedure.input(searchInput).query(({ ctx, input }) => searchSite(ctx.db, input.q, SUGGESTION_LIMITS, ctx.now())),
  /** The /search page. */
  results: publicProcedure.input(searchInput).query(({ ctx, input }) => searchSite(ctx.db, input.q, RESULT_LIMITS, ctx.now())),
});
