import type { Db } from "@eb/db";
import type { ApiContext } from "../platform";
import { searchPlan, type SearchPlan } from "./plan";
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
 * (trigram indexes; case, accents, partial words and typos tolerated). A query with fewer than two
 * letters or digits answers empty without a database round trip; any other is answered from the
 * guard's cache, or counted against the caller's address and searched.
 */
export async function searchSite(
  ctx: Pick<ApiContext, "db" | "now" | "clientIp" | "searchGuard">,
  query: string,
  limits: SearchLimits,
): Promise<SearchResults> {
  const plan = searchPlan(query);
  if (!plan) return { query: query.trim(), teams: [], tournaments: [], matches: [] };
  const key = `${limits.teams}:${limits.tournaments}:${limits.matches}\n${plan.text}`;
  return ctx.searchGuard.answer(ctx.clientIp, key, () => runSearch(ctx.db, plan, limits, ctx.now()));
}

/** The search's statements, in one transaction with its trigram settings and statement timeout. */
function runSearch(db: Db, plan: SearchPlan, limits: SearchLimits, now: Date): Promise<SearchResults> {
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
