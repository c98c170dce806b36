import { useQuery } from "@tanstack/react-query";
import type { MatchMarkets } from "@eb/api/shared";
import type { EntityRef } from "../match-route";
import { useTRPC } from "../trpc";
import { pageQueries } from "../../routes/page-queries";

/**
 * A match's every market (the public `odds.markets` procedure), or null when no licensed bookmaker
 * prices it. The match page reads it once and hands it to the odds section (the tabs) and to the
 * main call to action. The page's loader prefetches it beside `matchOdds` and the page waits for it,
 * so the server's HTML carries every market and hydration makes no request.
 */
export function useMatchMarkets(match: EntityRef): MatchMarkets | null {
  const trpc = useTRPC();
  return useQuery(pageQueries.matchMarkets(trpc, match)).data ?? null;
}
