import type { Db } from "@eb/db";
import { searchPlan } from "./plan";
import { withSearchSettings } from "./trigram-settings";
import { teamHits, type TeamHit } from "./team-hits";
import { tournamentHits, type TournamentHit } from "./tournament-hits";
import { upcomingMatchHits, type MatchHit } from "./match-hits";

export type SearchResults = { query: string; teams: TeamHit[]; tournaments: TournamentHit[]; matches: MatchHit[] };
export type SearchLimits = { teams: number; tournaments: number; matches: number };

/** As you type: a short list of each kind. */
export const SUGGESTION_LIMITS: SearchLimits = { teams: 5, tournaments: 4, matches: 4 };
/** The results page. */
export const RESULT_LIMITS: SearchLimits = { teams: 20, tournaments: 20, matches: 20 };

/**
 * Teams, tournaments and the found teams' upcoming matches for a query, matched in PostgreSQL
 * (trigram indexes; case, accents, partial words and typos tolerated). A query too short to search
 * answers empty without a database round trip.
 */
export async function searchSite(db: Db, query: string, limits: SearchLimits, now: Date): Promise<SearchResults> {
  const plan = searchPlan(query);
  if (!plan) return { query: query.trim(), teams: [], tournaments: [], matches: [] };
  return withSearchSettings(db, async (tx) => {
    const teams = await teamHits(tx, plan, limits.teams);
    const tournaments = await tournamentHits(tx, plan, limits.tournaments, now);
    const matches = await upcomingMatchHits(
      tx,
      teams.map((t) => t.id),
      limits.matches,
      now,
    );
    return { query: plan.text, teams, tournaments, matches };
  });
}
