import { queryRows, sql } from "@eb/db";
import type { Game } from "@eb/db/games";
import type { DbOrTx } from "../platform";
import type { SearchPlan } from "./plan";
import { candidateIds, matchTier, similarity } from "./candidates";

export type TeamHit = { id: number; game: Game; name: string; acronym: string | null };

/** The teams index's expression (migration 0018), written exactly so: anything else and the planner cannot use it. */
const TEAM_TEXT = sql.raw(`eb_search_text(name || ' ' || coalesce(acronym, ''))`);

/** Teams whose name or acronym matches, best first. */
export async function teamHits(db: DbOrTx, plan: SearchPlan, limit: number): Promise<TeamHit[]> {
  const rows = await queryRows<{ id: string | number; game: Game; name: string; acronym: string | null }>(
    db,
    "search.teams",
    sql`select t.id, t.game, t.name, t.acronym
      from teams t, lateral (select ${TEAM_TEXT} as text) s
      where t.id in (${candidateIds(sql.raw("teams"), TEAM_TEXT, plan)})
      order by ${matchTier(sql`s.text`, [sql`eb_search_text(t.name)`, sql`eb_search_text(coalesce(t.acronym, ''))`], plan)},
        ${similarity(sql`s.text`, plan)} desc, length(t.name), t.id
      limit ${limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), game: r.game, name: r.name, acronym: r.acronym }));
}
