import { queryRows, sql } from "@eb/db";
import type { Game } from "@eb/db/games";
import type { DbOrTx } from "../platform";
import { tournamentStatus, type TournamentStatus } from "../shared";
import type { SearchPlan } from "./plan";
import { candidateIds, matchTier, similarity } from "./candidates";

export type TournamentHit = { id: number; game: Game; name: string; leagueName: string | null; status: TournamentStatus; beginAt: string | null };

/** The tournaments index's expression (migration 0018), written exactly so. */
const TOURNAMENT_TEXT = sql.raw(`eb_search_text(name || ' ' || coalesce(league_name, ''))`);

type Row = { id: string | number; game: Game; name: string; league_name: string | null; begin_at: string | Date | null; end_at: string | Date | null };
const toDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * Tournaments whose name or league matches, best first; within a tier, those not yet over before
 * finished ones, then the latest. Spec 5: a tournament without a tier is never public, so it is
 * never a candidate.
 */
export async function tournamentHits(db: DbOrTx, plan: SearchPlan, limit: number, now: Date): Promise<TournamentHit[]> {
  const rows = await queryRows<Row>(
    db,
    "search.tournaments",
    sql`select t.id, t.game, t.name, t.league_name, t.begin_at, t.end_at
      from tournaments t, lateral (select ${TOURNAMENT_TEXT} as text) s
      where t.tier is not null and t.id in (${candidateIds(sql.raw("tournaments"), TOURNAMENT_TEXT, plan, sql`tier is not null`)})
      order by ${matchTier(sql`s.text`, [sql`eb_search_text(t.name)`, sql`eb_search_text(coalesce(t.league_name, ''))`], plan)},
        (t.end_at is not null and t.end_at < ${now.toISOString()}), ${similarity(sql`s.text`, plan)} desc, t.begin_at desc nulls last, t.id
      limit ${limit}`,
  );
  return rows.map((r) => {
    const beginAt = toDate(r.begin_at);
    return {
      id: Number(r.id),
      game: r.game,
      name: r.name,
      leagueName: r.league_name,
      status: tournamentStatus(beginAt, toDate(r.end_at), now),
      beginAt: beginAt?.toISOString() ?? null,
    };
  });
}
