import { queryRows, sql } from "@eb/db";
import type { DbOrTx } from "../platform";
import type { SearchPlan } from "./plan";
import { teamHitsQuery, toTeamHit, type TeamHit } from "./team-hits";
import { toTournamentHit, tournamentHitsQuery, type TournamentHit } from "./tournament-hits";
import { toMatchHit, upcomingMatchHitsQuery, type MatchHit } from "./match-hits";

export type SearchLimits = { teams: number; tournaments: number; matches: number };
export type SearchHits = { teams: TeamHit[]; tournaments: TournamentHit[]; matches: MatchHit[] };

/** A json column as the driver hands it: parsed (pg, PGlite) or, should a driver not parse json, its text. */
type Json<T> = T | string;
const parsed = <T>(v: Json<T>): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

/**
 * The whole search in one statement: the teams and the tournaments found, and the found teams'
 * upcoming matches (their ids an array computed once from the teams found, so each side is read
 * through its index), each list as a json array in rank order. One round trip, and no transaction
 * needed: a single statement sees one snapshot. The search's settings must already be in force.
 */
export async function searchHits(db: DbOrTx, plan: SearchPlan, limits: SearchLimits, now: Date): Promise<SearchHits> {
  type Row = {
    teams: Json<Parameters<typeof toTeamHit>[0][]>;
    tournaments: Json<Parameters<typeof toTournamentHit>[0][]>;
    matches: Json<Parameters<typeof toMatchHit>[0][]>;
  };
  const [row] = await queryRows<Row>(
    db,
    "search.site",
    sql`with found_teams as (${teamHitsQuery(plan, limits.teams)}),
      found_tournaments as (${tournamentHitsQuery(plan, limits.tournaments, now)}),
      found_matches as (${upcomingMatchHitsQuery(sql`array(select id from found_teams)`, limits.matches, now)})
      select (select coalesce(json_agg(f order by f.rank), '[]') from found_teams f) as teams,
        (select coalesce(json_agg(f order by f.rank), '[]') from found_tournaments f) as tournaments,
        (select coalesce(json_agg(f order by f.begin_at, f.id), '[]') from found_matches f) as matches`,
  );
  return {
    teams: parsed(row!.teams).map(toTeamHit),
    tournaments: parsed(row!.tournaments).map((r) => toTournamentHit(r, now)),
    matches: parsed(row!.matches).map(toMatchHit),
  };
}
