import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * One `insert ... select from json_populate_recordset($1)` for many rows: a single parameter
 * whatever the row count, parsed by the server, where a multi-row `values` list costs a bind per
 * cell. Seeding runs in many tests, so this keeps the demo world (rosters and a year of archived
 * results included) quick to store. Columns absent from every row get their defaults; a value
 * left out of one row is null. Rows are plain insert objects of `table` (Dates become ISO
 * timestamps, arrays and objects jsonb).
 */
export function insertRowsSql(table: PgTable, rows: Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table);
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (key in columns) present.add(key);
  const keys = [...present];
  const names = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(", "));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k]!.name, row[k] ?? null]))));
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${json}::json)`;
}
