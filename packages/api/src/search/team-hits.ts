import { sql, type SQL } from "@eb/db";
import type { Game } from "@eb/db/games";
import type { SearchPlan } from "./plan";
import { candidateRows, matchTier, similarity } from "./candidates";

export type TeamHit = { id: number; game: Game; name: string; acronym: string | null };

/** The teams' stored search text (name and acronym), which the search's indexes are on. */
const TEAM_TEXT = sql.raw("search_text");

/** Teams whose name or acronym matches, best first (`rank` 1, 2, ...): a query for search-statement.ts. */
export function teamHitsQuery(plan: SearchPlan, limit: number): SQL {
  const tier = matchTier(sql`c.text`, sql`c.name`, sql`c.acronym`, plan);
  return sql`select c.id, c.game, c.name, c.acronym,
        row_number() over (order by ${tier}, ${similarity(sql`c.text`, plan)} desc, length(c.name), c.id) as rank
      from (${candidateRows(sql.raw("teams"), sql.raw("id, game, name, acronym"), TEAM_TEXT, plan, limit)}) c
      order by rank
      limit ${limit}`;
}

type Row = { id: string | number; game: Game; name: string; acronym: string | null };

export const toTeamHit = (r: Row): TeamHit => ({ id: Number(r.id), game: r.game, name: r.name, acronym: r.acronym });
