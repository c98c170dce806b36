/**
 * What a freshly migrated database looks like, and the SQL that brings a used one back to it.
 * Pure apart from the `query` function it is given, so it serves PGlite and PostgreSQL alike.
 */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export type Baseline = {
  /** Every table of the public schema, quoted. */
  tables: string[];
  /** Rows the migrations insert (team lists, say), per quoted table, as a JSON array. */
  seededRows: { table: string; json: string }[];
  /** Every sequence, with the value the migrations left it at (null: never used) and where it starts. */
  sequences: { name: string; start: string; value: string | null }[];
  /** The schema's shape: a test that altered it leaves a database nobody else may reuse. */
  fingerprint: string;
};

/** Columns (with types, defaults, nullability), indexes, constraints and triggers of the public schema, hashed; read from the catalog, which is far quicker than information_schema. */
const FINGERPRINT_SQL = `
select md5(coalesce(string_agg(d, E'\\n' order by d), '')) as fingerprint from (
  select 'c:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':' ||
         coalesce(pg_get_expr(ad.adbin, ad.adrelid), '') as d
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
  union all select 'i:' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace = 'public'::regnamespace
  union all select 'k:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace = 'public'::regnamespace
  union all select 't:' || tgrelid::regclass::text || ':' || tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
) shape`;

export async function schemaFingerprint(query: Query): Promise<string> {
  const [row] = await query(FINGERPRINT_SQL);
  return String(row!.fingerprint);
}

export async function readBaseline(query: Query): Promise<Baseline> {
  const tables = (await query(`select quote_ident(tablename) as t from pg_tables where schemaname = 'public' order by 1`)).map((r) => String(r.t));
  const seededRows: Baseline["seededRows"] = [];
  for (const table of tables) {
    const [row] = await query(`select coalesce(json_agg(x), '[]')::text as rows from public.${table} x`);
    const json = String(row!.rows);
    if (json !== "[]") seededRows.push({ table, json });
  }
  const sequences = (
    await query(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, start_value::text as start, last_value::text as value
         from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).map((r) => ({ name: String(r.name), start: String(r.start), value: r.value === null ? null : String(r.value) }));
  return { tables, seededRows, sequences, fingerprint: await schemaFingerprint(query) };
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Tables whose files are larger than this are truncated; the rest are emptied by DELETE. */
export const TRUNCATE_FROM_BYTES = 256 * 1024;

/** The tables (quoted) whose files have grown past TRUNCATE_FROM_BYTES. */
export async function largeTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select quote_ident(relname) as t from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_total_relation_size(oid) > ${TRUNCATE_FROM_BYTES}`,
  );
  return rows.map((r) => String(r.t));
}

/**
 * Empties every table and puts back what the migrations left: the rows they seeded and every
 * sequence where they left it. One round trip in one implicit transaction. Small tables are
 * emptied by DELETE with foreign-key triggers off (session_replication_role = replica): on
 * PostgreSQL a TRUNCATE of the ~40 tables measured 450–630 ms against 8 ms, since each TRUNCATE
 * makes new files. Tables that grew large are truncated, so dead rows never pile up.
 */
export function resetSql(baseline: Baseline, large: string[]): string {
  const truncated = baseline.tables.filter((t) => large.includes(t));
  return [
    "set session_replication_role = replica",
    ...(truncated.length > 0 ? [`truncate table ${truncated.map((t) => `public.${t}`).join(", ")} cascade`] : []),
    ...baseline.tables.filter((t) => !large.includes(t)).map((t) => `delete from public.${t}`),
    ...baseline.seededRows.map(
      ({ table, json }) => `insert into public.${table} select * from json_populate_recordset(null::public.${table}, ${literal(json)})`,
    ),
    ...baseline.sequences.map(({ name, start, value }) => `select setval(${literal(name)}, ${value ?? start}, ${value !== null})`),
    "set session_replication_role = origin",
  ].join(";\n");
}
