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
 * What the archive keeps: a finished match between two known teams, with a date, of a tiered
 * tournament. A TBD side has no form or head-to-head to count it in; an untiered tournament's
 * matches are never public (spec 5), and the archive outlives the tournaments, so their results
 * must not enter it (once the tournament is cleaned up nothing could tell them apart).
 */
export const ARCHIVABLE = sql.raw(
  "status = 'finished' and team_a_id is not null and team_b_id is not null and coalesce(end_at, begin_at) is not null" +
    " and exists (select 1 from tournaments where tournaments.id = matches.tournament_id and tournaments.tier is not null)",
);

const archiveSql = (where: SQL) => sql`insert into match_results (${columnList})
  select ${selectList} from matches where ${ARCHIVABLE} and (${where})
  on conflict (id) do update set ${updateList}, updated_at = now()
  where (${storedTuple}) is distinct from (${incomingTuple})
  returning (xmax = 0) as inserted`;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A withdrawn result: the match is stored again but no longer archivable (set back to running, cancelled). */
const withdrawSql = (ids: number[]) => sql`delete from match_results where id in (
  select id from matches where id in (${idList(ids)}) and not (${ARCHIVABLE}))`;

function countsOf(rows: { inserted: boolean }[]): WriteCounts {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, skipped: 0 };
}

/**
 * Copies the archivable matches that `where` selects (a condition on `matches`) into the results
 * archive, in one `insert ... select ... on conflict` inside the caller's transaction: a new
 * result is inserted, a corrected one (score, winner, names) updates its row, an unchanged one
 * is left alone. The cleanup runs it before it deletes matches.
 */
export async function archiveFinishedMatches(db: SqlExecutor, where: SQL): Promise<WriteCounts> {
  return countsOf(await queryRows<{ inserted: boolean }>(db, "esports-sync.archive-finished-matches", archiveSql(where)));
}

type BatchMatch = { id: number; status: string; teamAId?: number | null; teamBId?: number | null; beginAt?: Date | null; endAt?: Date | null };

/**
 * The archive's side of a batch of matches just written, in one statement (one round trip per
 * page, however the page mixes them): its finished matches are archived (or their rows
 * corrected), and any of its other matches that the archive holds leave it, as a result the
 * provider withdrew is not a result. The split by row only chooses the statement's parts; the
 * stored rows decide, by the same ARCHIVABLE condition.
 */
export async function archiveBatchMatches(db: SqlExecutor, rows: BatchMatch[]): Promise<WriteCounts> {
  const archivable = (m: BatchMatch) => m.status === "finished" && m.teamAId != null && m.teamBId != null && (m.endAt ?? m.beginAt) != null;
  const finished = rows.filter(archivable).map((m) => m.id);
  const others = rows.filter((m) => !archivable(m)).map((m) => m.id);
  const archive = finished.length ? archiveSql(sql`id in (${idList(finished)})`) : null;
  if (archive && others.length) {
    return countsOf(
      await queryRows<{ inserted: boolean }>(
        db,
        "esports-sync.archive-batch",
        sql`with withdrawn as (${withdrawSql(others)}), archived as (${archive}) select inserted from archived`,
      ),
    );
  }
  if (archive) return countsOf(await queryRows<{ inserted: boolean }>(db, "esports-sync.archive-batch", archive));
  if (others.length) await queryRows(db, "esports-sync.archive-withdrawn", withdrawSql(others));
  return { inserted: 0, updated: 0, skipped: 0 };
}
