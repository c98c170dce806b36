import { and, eq, isNotNull, type Db } from "@eb/db";
import { matches, tournaments } from "@eb/db/schema";
import type { MatchMarkets } from "../../shared";
import { ODDS_MATCH_COLUMNS } from "../match-columns";
import { buildMatchMarkets } from "./match-markets-view";
import { quoteMovements } from "./quote-movement";
import { visibleQuotes, type LicensedFilter } from "./visible-prices";

/**
 * Every market of a public match (its tournament has a tier) as the match page's odds section shows
 * it, of the bookmakers licensed where the visitor is; null when it has none to show (no such
 * bookmaker prices it, every quote is too old, the match is not public or its teams are not known).
 */
export async function matchMarkets(db: Db, matchId: number, now: Date, isLicensed: LicensedFilter): Promise<MatchMarkets | null> {
  const [match] = await db
    .select(ODDS_MATCH_COLUMNS)
    .from(matches)
    .innerJoin(tournaments, and(eq(tournaments.id, matches.tournamentId), isNotNull(tournaments.tier)))
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!match?.teamAName || !match.teamBName) return null;
  const [rows, movement] = await Promise.all([visibleQuotes(db, [matchId], isLicensed), quoteMovements(db, matchId)]);
  if (rows.length === 0) return null;
  return buildMatchMarkets(rows, { ...match, teamAName: match.teamAName, teamBName: match.teamBName }, now, movement);
}
