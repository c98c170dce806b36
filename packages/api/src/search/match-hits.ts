import { sql, type SQL } from "@eb/db";
import type { Game } from "@eb/db/games";

export type MatchSide = { id: number | null; name: string | null };
export type MatchHit = { id: number; game: Game; beginAt: string; teamA: MatchSide; teamB: MatchSide; tournamentName: string | null };

/**
 * The next matches of the teams found, soonest first: not started, starting now or later, and
 * (spec 5) only in a tournament with a tier. `teamIds` is an array expression (computed once, before
 * the scan), so each side is looked up through its (team, begin_at) index, and each match found
 * has its tournament's tier read by id: a join let the planner hash every tournament with a tier
 * (thousands) for the dozen matches a search finds. A query for search-statement.ts.
 */
export function upcomingMatchHitsQuery(teamIds: SQL, limit: number, now: Date): SQL {
  return sql`select m.id, m.game, m.begin_at, m.team_a_id, m.team_a_name, m.team_b_id, m.team_b_name, m.tournament_name
      from matches m
      where (select t.tier from tournaments t where t.id = m.tournament_id) is not null and m.status = 'not_started' and m.begin_at >= ${now.toISOString()} and (m.team_a_id = any(${teamIds}) or m.team_b_id = any(${teamIds}))
      order by m.begin_at, m.id
      limit ${limit}`;
}

type Row = {
  id: string | number;
  game: Game;
  begin_at: string | Date;
  team_a_id: string | number | null;
  team_a_name: string | null;
  team_b_id: string | number | null;
  team_b_name: string | null;
  tournament_name: string | null;
};
const id = (v: string | number | null) => (v === null ? null : Number(v));

export const toMatchHit = (r: Row): MatchHit => ({
  id: Number(r.id),
  game: r.game,
  beginAt: new Date(r.begin_at).toISOString(),
  teamA: { id: id(r.team_a_id), name: r.team_a_name },
  teamB: { id: id(r.team_b_id), name: r.team_b_name },
  tournamentName: r.tournament_name,
});
