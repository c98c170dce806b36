import { queryRows, sql, type Db } from "@eb/db";
import { quoteMovementKey } from "./market-tables";
import { WINNER_MARKETS } from "./visible-prices";

/**
 * How each stored quote of a match moved: its latest history row's price against the row before it
 * ("up" or "down"; nothing when equal, when either had no price, or when it has one row only). Keyed
 * by quoteMovementKey: per bookmaker, feed, market and selection, one map for the pre-match quotes
 * and one for the in-play ones (separate quotes), from one read.
 */
export async function quoteMovements(
  db: Db,
  matchId: number,
  options: { winnerOnly?: boolean } = {},
): Promise<{ preMatch: Map<string, "up" | "down">; inPlay: Map<string, "up" | "down"> }> {
  const rows = await queryRows<{
    bookmaker_id: number;
    in_play: boolean;
    source: string;
    market: string;
    selection: string;
    price: string | number | null;
    previous: string | number | null;
  }>(
    db,
    "odds.latest-movement",
    sql`
      select distinct on (in_play, bookmaker_id, source, market, selection) in_play, bookmaker_id, source, market, selection, price, previous
      from (
        select in_play, bookmaker_id, source, market, selection, "window", price,
               lag(price) over (partition by in_play, bookmaker_id, source, market, selection order by "window") as previous
        from odds_price_history
        where match_id = ${matchId} ${options.winnerOnly ? sql`and market = any(${sql.param(WINNER_MARKETS)}::text[])` : sql``}
      ) h
      order by in_play, bookmaker_id, source, market, selection, "window" desc`,
  );
  const movement = { preMatch: new Map<string, "up" | "down">(), inPlay: new Map<string, "up" | "down">() };
  for (const r of rows) {
    if (r.previous === null || r.price === null) continue;
    const now = Number(r.price);
    const before = Number(r.previous);
    if (now !== before)
      (r.in_play ? movement.inPlay : movement.preMatch).set(
        quoteMovementKey({ bookmakerId: Number(r.bookmaker_id), source: r.source, market: r.market, selection: r.selection }),
        now > before ? "up" : "down",
      );
  }
  return movement;
}
