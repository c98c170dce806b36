import { and, eq, isNotNull, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import type { MatchOdds } from "../../shared";
import { quoteMovementKey } from "./market-tables";
import { buildMatchOdds, movementKey, type PriceMovement } from "./odds-table";
import { quoteMovements } from "./quote-movement";
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

/**
 * The odds table of a public match, or null when it has none to show (no mapped bookmaker licensed
 * for the visitor prices it, every price is too old, or the match is not public).
 */
export async function matchOdds(db: Db, input: { game: Game; id: number }, now: Date, isLicensed: LicensedFilter): Promise<MatchOdds | null> {
  const timing = await publicMatchTiming(db, input);
  if (!timing) return null;
  const [prices, movements] = await Promise.all([visiblePrices(db, [input.id], isLicensed), quoteMovements(db, input.id, { winnerOnly: true })]);
  // Each shown price's movement is its own feed's.
  const movement: PriceMovement = new Map();
  for (const p of prices) {
    const moved = movements.preMatch.get(quoteMovementKey({ ...p, selection: p.outcome }));
    if (moved) movement.set(movementKey(p.bookmakerId, p.outcome), moved);
  }
  return buildMatchOdds(input.id, prices, { now, closed: hasStarted(timing, now), movement });
}
