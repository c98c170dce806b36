import { z } from "zod";
import { singleLine } from "../contracts";
import { publicProcedure, router } from "../platform";
import { SEARCH_QUERY_MAX } from "../shared";
import { RESULT_LIMITS, searchSite, SUGGESTION_LIMITS } from "./search-site";

/** Trimmed, at most 100 characters, no control characters (a 400, never a database error). */
export const searchInput = z.object({ q: singleLine({ max: SEARCH_QUERY_MAX }) });

export const searchRouter = router({
  /** The header's suggestions as the visitor types. */
  suggest: publicProcedure.input(searchInput).query(({ ctx, input }) => searchSite(ctx, input.q, SUGGESTION_LIMITS)),
  /** The /search page. */
  results: publicProcedure.input(searchInput).query(({ ctx, input }) => searchSite(ctx, input.q, RESULT_LIMITS)),
});
