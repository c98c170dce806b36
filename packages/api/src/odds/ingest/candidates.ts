import { and, eq, gte, isNotNull, lte, or, type Db } from "@eb/db";
import type { Game } from "@eb/db/games";
import { bookmakerFeedKeys, matches, type OddsSourceName, tournaments } from "@eb/db/schema";
import { DAY_MS } from "../../platform";
import { DEFAULT_START_TOLERANCE_MS } from "../match-events";
import { ODDS_MATCH_COLUMNS } from "../match-columns";
import type { ReadCandidate } from "./observations";

/** How far ahead the feed prices matches; ours further out cannot be matched yet. */
export const CANDIDATE_HORIZON_MS = 60 * DAY_MS;

/**
 * The matches a game's events may be: both teams known, in a tournament with a tier (the only
 * public ones: an untiered match's prices would never be shown), starting from a tolerance ago to
 * the horizon, and every match still running however long ago it began (its in-play quotes: a series
 * lasts hours). A match that just finished stays a candidate for the tolerance, so its event is still
 * matched (and its quotes refused) rather than reported unmatched. Each with its series' length,
 * which decides the markets it can have.
 */
export async function matchCandidates(db: Db, game: Game, now: Date): Promise<(ReadCandidate & { status: string })[]> {
  const rows = await db
    .select(ODDS_MATCH_COLUMNS)
    .from(matches)
    .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
    .where(
      and(
        eq(matches.game, game),
        isNotNull(matches.teamAName),
        isNotNull(matches.teamBName),
        or(gte(matches.beginAt, new Date(now.getTime() - DEFAULT_START_TOLERANCE_MS)), eq(matches.status, "running")),
        lte(matches.beginAt, new Date(now.getTime() + CANDIDATE_HORIZON_MS)),
      ),
    );
  return rows;
}

/**
 * One feed's bookmaker key -> bookmaker id, for every bookmaker mapped on that feed (shown or not:
 * showing is the pages' decision). Each feed names bookmakers its own way, so another feed's keys never apply.
 */
export async function bookmakerIdsByFeedKey(db: Db, source: OddsSourceName): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: bookmakerFeedKeys.bookmakerId, key: bookmakerFeedKeys.key })
    .from(bookmakerFeedKeys)
    .where(eq(bookmakerFeedKeys.source, source));
  return new Map(rows.map((r) => [r.key, r.id]));
}
