import { sql, type SQL } from "@eb/db";
import type { Game } from "@eb/db/games";
import { tournamentStatus, type TournamentStatus } from "../shared";
import type { SearchPlan } from "./plan";
import { candidateRows, matchTier, similarity } from "./candidates";

export type TournamentHit = { id: number; game: Game; name: string; leagueName: string | null; status: TournamentStatus; beginAt: string | null };

/** The tournaments' stored search text (name and league), which the search's indexes are on. */
const TOURNAMENT_TEXT = sql.raw("search_text");

/**
 * Tournaments whose name or league matches, best first (`rank` 1, 2, ...); within a tier, those not
 * yet over before finished ones, then the latest. Spec 5: a tournament without a tier is never
 * public, so it is never a candidate. A query for search-statement.ts.
 */
export function tournamentHitsQuery(plan: SearchPlan, limit: number, now: Date): SQL {
  const tier = matchTier(sql`c.text`, sql`c.name`, sql`c.league_name`, plan);
  const over = sql`(c.end_at is not null and c.end_at < ${now.toISOString()})`;
  return sql`select c.id, c.game, c.name, c.league_name, c.begin_at, c.end_at,
        row_number() over (order by ${tier}, ${over}, ${similarity(sql`c.text`, plan)} desc, c.begin_at desc nulls last, c.id) as rank
      from (${candidateRows(sql.raw("tournaments"), sql.raw("id, game, name, league_name, begin_at, end_at"), TOURNAMENT_TEXT, plan, limit, sql`tier is not null`)}) c
      order by rank
      limit ${limit}`;
}

type Row = { id: string | number; game: Game; name: string; league_name: string | null; begin_at: string | Date | null; end_at: string | Date | null };
const toDate = (v: string | Date | null) => (v === null ? null : new Date(v));

export function toTournamentHit(r: Row, now: Date): TournamentHit {
  const beginAt = toDate(r.begin_at);
  return {
    id: Number(r.id),
    game: r.game,
    name: r.name,
    leagueName: r.league_name,
    status: tournamentStatus(beginAt, toDate(r.end_at), now),
    beginAt: beginAt?.toISOString() ?? null,
  };
}
