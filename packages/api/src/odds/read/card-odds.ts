import type { Db } from "@eb/db";
import type { CardOdds, PublicMatch } from "../../shared";
import { cardOdds } from "./odds-table";
import { visiblePrices, type LicensedFilter } from "./visible-prices";

/** The best fresh prices of each listed match that has any, among the bookmakers licensed for the visitor, for the match cards. */
export async function cardOddsOf(db: Db, matchIds: readonly number[], now: Date, isLicensed: LicensedFilter): Promise<Map<number, CardOdds>> {
  const prices = await visiblePrices(db, matchIds, isLicensed);
  const perMatch = new Map<number, typeof prices>();
  for (const p of prices) {
    const list = perMatch.get(p.matchId);
    if (list) list.push(p);
    else perMatch.set(p.matchId, [p]);
  }
  const odds = new Map<number, CardOdds>();
  for (const [matchId, list] of perMatch) {
    const best = cardOdds(list, now);
    if (best) odds.set(matchId, best);
  }
  return odds;
}

/** The matches with their cards' best prices attached where they have some. */
export async function withCardOdds<M extends PublicMatch>(db: Db, list: M[], now: Date, isLicensed: LicensedFilter): Promise<M[]> {
  const odds = await cardOddsOf(
    db,
    list.map((m) => m.id),
    now,
    isLicensed,
  );
  return list.map((m) => (odds.has(m.id) ? { ...m, bestOdds: odds.get(m.id)! } : m));
}
