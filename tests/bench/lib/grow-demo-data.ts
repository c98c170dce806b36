// The demo world times n for the data-growth benchmark (and for EXPLAIN ANALYZE by hand): its
// tournaments, matches and archived results copied (n − 1) times under new ids.
import { sql, type Db } from "@eb/db";

/** Far above the demo's own ids (matches 89–90 million, tournaments 9.1 million): copies never collide. */
const COPY_ID_STEP = 10_000_000;

/** Copies every row of a table (size − 1) times with new ids, as jsonb so no column list is repeated here. */
function copyRows(table: string, size: number, changes: string): string {
  return `insert into ${table}
    select copy.* from ${table} t, generate_series(1, ${size - 1}) c, jsonb_populate_record(null::${table}, to_jsonb(t) || ${changes}) copy`;
}

/** The demo world times `size`: tournaments, matches and archived results copied, ids moved, times moved by a few minutes. */
export async function growDemoData(db: Db, size: number): Promise<void> {
  if (size === 1) return;
  const step = COPY_ID_STEP;
  const later = (column: string) => `case when t.${column} is null then null else t.${column} + make_interval(mins => c % 50) end`;
  await db.execute(
    sql.raw(
      copyRows(
        "tournaments",
        size,
        `jsonb_build_object('id', t.id + c::bigint * ${step}, 'slug', t.slug || '-' || c, 'name', t.name || ' ' || c, 'begin_at', ${later("begin_at")}, 'end_at', ${later("end_at")})`,
      ),
    ),
  );
  await db.execute(
    sql.raw(
      copyRows(
        "matches",
        size,
        `jsonb_build_object('id', t.id + c::bigint * ${step}, 'slug', t.slug || '-' || c, 'tournament_id', t.tournament_id + c::bigint * ${step}, 'begin_at', ${later("begin_at")}, 'end_at', ${later("end_at")}, 'scheduled_at', ${later("scheduled_at")})`,
      ),
    ),
  );
  await db.execute(
    sql.raw(
      copyRows(
        "match_results",
        size,
        `jsonb_build_object('id', t.id + c::bigint * ${step}, 'tournament_id', t.tournament_id + c::bigint * ${step}, 'finished_at', t.finished_at + make_interval(mins => c % 50))`,
      ),
    ),
  );
}
