import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@eb/db";
import type { WriteCounts } from "../types";

/** Rows per statement; 500 rows of the widest table stay far below PostgreSQL's 65,535 parameters. */
export const UPSERT_CHUNK = 500;

/** Columns a sync never writes on conflict. */
const NEVER_UPDATED = new Set(["id", "createdAt", "updatedAt"]);

export type UpsertMode =
  /** The provider's full object: every present field replaces the stored one, nulls included. */
  | "overwrite"
  /** A partial object (a tournament embedded in a match): nulls keep what is stored. */
  | "coalesce";

/** Last row wins per id, sorted by id so concurrent writers lock rows in the same order. */
export function uniqueById<T extends { id: number }>(rows: T[]): T[] {
  const byId = new Map<number, T>();
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One multi-row `insert ... on conflict (id) do update` per chunk. Unchanged rows are not
 * touched (the `where ... is distinct from` guard), so they come back as skipped; inserted and
 * updated are told apart by `xmax = 0`.
 */
export async function upsertById<T extends { id: number }>(
  db: Db,
  table: PgTable,
  input: T[],
  mode: UpsertMode,
  omit: readonly string[] = [],
): Promise<WriteCounts> {
  const rows = uniqueById(input);
  const counts: WriteCounts = { inserted: 0, updated: 0, skipped: input.length - rows.length };
  if (rows.length === 0) return counts;
  const columns = getTableColumns(table);
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!NEVER_UPDATED.has(key) && !omit.includes(key) && key in columns) keys.add(key);
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const set: Record<string, SQL> = {};
  const current: SQL[] = [];
  const next: SQL[] = [];
  for (const key of keys) {
    const col = sql.raw(`"${columns[key]!.name}"`);
    const incoming = mode === "coalesce" && !columns[key]!.notNull ? sql`coalesce(excluded.${col}, ${tableName}.${col})` : sql`excluded.${col}`;
    set[key] = incoming;
    current.push(sql`${tableName}.${col}`);
    next.push(incoming);
  }
  if ("updatedAt" in columns) set.updatedAt = sql`now()`;
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK);
    const result = await db
      .insert(table)
      .values(chunk as never[])
      .onConflictDoUpdate({
        target: columns.id as never,
        set,
        setWhere: sql`(${sql.join(current, sql`, `)}) is distinct from (${sql.join(next, sql`, `)})`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = result.filter((r) => r.inserted).length;
    counts.inserted += inserted;
    counts.updated += result.length - inserted;
    counts.skipped += chunk.length - result.length;
  }
  return counts;
}
