import { and, eq, isNotNull, queryRows, sql, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import type { MatchOdds, OddsSide } from "../../shared";
import { buildMatchOdds, movementKey, type PriceMovement } from "./odds-table";
import { visiblePrices, type LicensedFilter } from "./visible-prices";

/** The match as the odds need it: public (its tournament has a tier, spec 5) and of this game. */
export async function publicMatchTiming(db: Db, input: { game: Game; id: number }): Promise<{ status: string; beginAt: Date | null } | null> {
  const [row] = await db
    .select({ status: matches.status, beginAt: matches.beginAt })
    .from(matches)
    .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
    .where(and(eq(matches.id, input.id), eq(matches.game, input.game)))
    .limit(1);
  return row ?? null;
}

/** A match has started once it is no longer 'not_started' or its start time has passed: the feed prices it no more. */
export const hasStarted = (timing: { status: string; beginAt: Date | null }, now: Date) =>
  timing.status !== "not_started" || (timing.beginAt !== null && timing.beginAt.getTime() <= now.getTime());

/** How each side's latest price moved from the one before it in the history. */
async function latestMovement(db: Db, matchId: number): Promise<PriceMovement> {
  const rows = await queryRows<{ bookmaker_id: number; outcome: OddsSide; price: string | number; previous: string | number | null }>(
    db,
    "odds.latest-movement",
    sql`
      select distinct on (bookmaker_id, outcome) bookmaker_id, outcome, price, previous
      from (
        select bookmaker_id, outcome, "window", price,
               lag(price) over (partition by bookmaker_id, outcome order by "window") as previous
        from odds_price_history where match_id = ${matchId} and market = 'h2h'
      ) h
      order by bookmaker_id, outcome, "window" desc`,
  );
  const movement: PriceMovement = new Map();
  for (const r of rows) {
    if (r.previous === null) continue;
    const now = Number(r.price);
    const before = Number(r.previous);
    if (now !== before) movement.set(movementKey(Number(r.bookmaker_id), r.outcome), now > before ? "up" : "down");
  }
  return movement;
}

/**
 * The odds table of a public match, or null when it has none to show (no mapped bookmaker licensed
 * for the visitor prices it, every price is too old, or the match is not public).
 */
export async function matchOdds(db: Db, input: { game: Game; id: number }, now: Date, isLicensed: LicensedFilter): Promise<MatchOdds | null> {
  const timing = await publicMatchTiming(db, input);
  if (!timing) return null;
  const [prices, movement] = await Promise.all([visiblePrices(db, [input.id], isLicensed), latestMovement(db, input.id)]);
  return buildMatchOdds(input.id, prices, { now, closed: hasStarted(timing, now), movement });
}
