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
  /** Sequences the migrations moved, with their value. */
  sequences: { name: string; value: string }[];
  /** The schema's shape: a test that altered it leaves a database nobody else may reuse. */
  fingerprint: string;
};

/** Columns, indexes, constraints, triggers and views of the public schema, hashed. */
const FINGERPRINT_SQL = `
select md5(coalesce(string_agg(d, E'\\n' order by d), '')) as fingerprint from (
  select 'c:' || table_name || '.' || column_name || ':' || data_type || ':' || is_nullable || ':' || coalesce(column_default, '') as d
    from information_schema.columns where table_schema = 'public'
  union all select 'i:' || indexdef from pg_indexes where schemaname = 'public'
  union all select 'k:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 't:' || event_object_table || ':' || trigger_name from information_schema.triggers where trigger_schema = 'public'
  union all select 'v:' || table_name from information_schema.views where table_schema = 'public'
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
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = 'public' and last_value is not null`,
    )
  ).map((r) => ({ name: String(r.name), value: String(r.value) }));
  return { tables, seededRows, sequences, fingerprint: await schemaFingerprint(query) };
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Empties every table and puts back what the migrations left: the rows they seeded and the
 * sequences they moved. One round trip; identities restart, so ids are as in a fresh database.
 */
export function resetSql(baseline: Baseline): string {
  if (baseline.tables.length === 0) return "select 1";
  return [
    `truncate table ${baseline.tables.map((t) => `public.${t}`).join(", ")} restart identity cascade`,
    ...baseline.seededRows.map(
      ({ table, json }) => `insert into public.${table} select * from json_populate_recordset(null::public.${table}, ${literal(json)})`,
    ),
    ...baseline.sequences.map(({ name, value }) => `select setval(${literal(name)}, ${value}, true)`),
  ].join(";\n");
}
