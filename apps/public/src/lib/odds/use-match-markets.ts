import type { MatchMarkets } from "@eb/api/shared";
import type { EntityRef } from "../match-route";

/**
 * THE INTEGRATION POINT of the market tabs: a match's every market (the public `odds.markets`
 * procedure, input { matchId }), or null when no licensed bookmaker prices it. The match page reads
 * it once and hands it to the odds section (the tabs) and to the main call to action.
 *
 * Null until that procedure is merged: the page keeps its match-winner table and its general call
 * to action. To connect it, prefetch the query in the page's loader beside `matchOdds` (so the
 * server's HTML carries every market and hydration makes no request) and return its data here:
 * `return useQuery(queries.matchMarkets(trpc, match)).data ?? null;`
 */
export function useMatchMarkets(match: EntityRef): MatchMarkets | null {
  void match;
  return null;
}
