import { queryRows, sql, type SQL, type SqlExecutor } from "@eb/db";
import type { WriteCounts } from "../types";

/** The archive's columns and, for each, what it takes from `matches` (finished at its end, else its begin). */
const ARCHIVED_COLUMNS: [string, string][] = [
  ["source", "source"],
  ["game", "game"],
  ["finished_at", "coalesce(end_at, begin_at)"],
  ["team_a_id", "team_a_id"],
  ["team_a_name", "team_a_name"],
  ["team_a_acronym", "team_a_acronym"],
  ["team_b_id", "team_b_id"],
  ["team_b_name", "team_b_name"],
  ["team_b_acronym", "team_b_acronym"],
  ["team_a_score", "team_a_score"],
  ["team_b_score", "team_b_score"],
  ["winner_id", "winner_id"],
  ["number_of_games", "number_of_games"],
  ["tournament_id", "tournament_id"],
  ["tournament_name", "tournament_name"],
  ["league_name", "league_name"],
  ["serie_name", "serie_name"],
];

const targets = ARCHIVED_COLUMNS.map(([column]) => column);
const columnList = sql.raw(["id", ...targets].join(", "));
const selectList = sql.raw(["id", ...ARCHIVED_COLUMNS.map(([, from]) => from)].join(", "));
const updateList = sql.raw(targets.map((c) => `${c} = excluded.${c}`).join(", "));
const storedTuple = sql.raw(targets.map((c) => `match_results.${c}`).join(", "));
const incomingTuple = sql.raw(targets.map((c) => `excluded.${c}`).join(", "));

/**
 * What the archive keeps: a finished match between two known teams, with a date. A TBD side has
 * no form or head-to-head to count it in.
 */
export const ARCHIVABLE = sql.raw("status = 'finished' and team_a_id is not null and team_b_id is not null and coalesce(end_at, begin_at) is not null");

/**
 * Copies the archivable matches that `where` selects (a condition on `matches`) into the results
 * archive, in one `insert ... select ... on conflict` inside the caller's transaction: a new
 * result is inserted, a corrected one (score, winner, names) updates its row, an unchanged one
 * is left alone. Used by every batch a sync writes and by the cleanup before it deletes matches.
 */
export async function archiveFinishedMatches(db: SqlExecutor, where: SQL): Promise<WriteCounts> {
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    "esports-sync.archive-finished-matches",
    sql`insert into match_results (${columnList})
      select ${selectList} from matches where ${ARCHIVABLE} and (${where})
      on conflict (id) do update set ${updateList}, updated_at = now()
      where (${storedTuple}) is distinct from (${incomingTuple})
      returning (xmax = 0) as inserted`,
  );
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, skipped: 0 };
}

/**
 * Takes out of the archive the matches of `ids` that are no longer archivable: a result the
 * provider withdrew (a finished match set back to running, or cancelled) is not a result.
 */
export async function unarchiveWithdrawnResults(db: SqlExecutor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    "esports-sync.unarchive-withdrawn-results",
    sql`delete from match_results where id in (
      select id from matches where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and not (${ARCHIVABLE}))
      returning id`,
  );
  return rows.length;
}
