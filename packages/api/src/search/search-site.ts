import type { ApiContext } from "../platform";
import { searchPlan, type SearchPlan } from "./plan";
import { withSearchSettings } from "./trigram-settings";
import { searchHits, type SearchHits, type SearchLimits } from "./search-statement";

export type SearchResults = { query: string } & SearchHits;

/** As you type: a short list of each kind. */
export const SUGGESTION_LIMITS: SearchLimits = { teams: 5, tournaments: 4, matches: 4 };
/** The results page. */
export const RESULT_LIMITS: SearchLimits = { teams: 20, tournaments: 20, matches: 20 };

/**
 * Teams, tournaments and the found teams' upcoming matches for a query, matched in PostgreSQL
 * (trigram indexes; case, accents, partial words and typos tolerated). A query with fewer than two
 * letters or digits answers empty without a database round trip; any other is answered from the
 * guard's cache, or counted against the caller's address and searched.
 */
export async function searchSite(
  ctx: Pick<ApiContext, "db" | "searchDb" | "now" | "clientIp" | "searchGuard">,
  query: string,
  limits: SearchLimits,
): Promise<SearchResults> {
  const plan = searchPlan(query);
  if (!plan) return { query: query.trim(), teams: [], tournaments: [], matches: [] };
  const key = `${limits.teams}:${limits.tournaments}:${limits.matches}\n${plan.text}`;
  return ctx.searchGuard.answer(ctx.clientIp, key, () => runSearch(ctx, plan, limits, ctx.now()));
}

/**
 * The search's one statement: on the search's own connections, which start with its settings, as
 * it is; elsewhere after setting them in a transaction of its own.
 */
async function runSearch(ctx: Pick<ApiContext, "db" | "searchDb">, plan: SearchPlan, limits: SearchLimits, now: Date): Promise<SearchResults> {
  const hits = ctx.searchDb ? await searchHits(ctx.searchDb, plan, limits, now) : await withSearchSettings(ctx.db, (tx) => searchHits(tx, plan, limits, now));
  return { query: plan.text, ...hits };
}
