import type { Db } from "@eb/db";
import type { FairChances } from "../../shared";
import { matchMarkets } from "./match-markets";

/** Every bookmaker, wherever it is licensed: the chances name none of them. */
const EVERY_BOOK = () => true;

/**
 * A match's chances as the bookmakers' prices put them, margins taken out: the match-winner
 * market's fair line (each book's market de-vigged, then the median per side) as probabilities.
 * For a place that may be shown no bookmaker, price or link. Null without a fair line (fewer than
 * two fresh books price the whole market).
 */
export async function fairChances(db: Db, matchId: number, now: Date): Promise<FairChances | null> {
  const markets = await matchMarkets(db, matchId, now, EVERY_BOOK);
  const fair = markets?.tables.find((t) => t.kind === "winner")?.fair;
  if (!markets || !fair) return null;
  const chance = (selection: string) => {
    const price = fair.prices[selection];
    return price ? 1 / price : null;
  };
  return { teamA: chance("teamA"), teamB: chance("teamB"), draw: chance("draw"), books: fair.books, demo: markets.source === "demo" };
}
