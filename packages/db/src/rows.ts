import { sql, type SQL } from "drizzle-orm";

/** What runs raw SQL: a Drizzle handle or a transaction over either driver. */
export type SqlExecutor = { execute(query: SQL): Promise<unknown> };

/** A query name: words joined by dots, dashes or underscores ("analytics.traffic-series"). */
const QUERY_NAME = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/i;

/**
 * Runs a raw SQL query and returns its rows, typed by the caller (both drivers answer `execute`
 * with an object carrying `rows`). The name goes first in the SQL as a comment, as umami names
 * every query: PostgreSQL's logs and `pg_stat_activity` show which query is slow or stuck, and a
 * failure's log line says which query failed (Drizzle puts the SQL text in its error message).
 * Names are fixed strings in the code; anything else is refused, so no text can close the comment.
 */
export async function queryRows<T>(db: SqlExecutor, name: string, query: SQL): Promise<T[]> {
  if (!QUERY_NAME.test(name)) throw new Error(`query name must be words joined by . - or _: ${JSON.stringify(name)}`);
  const result = await db.execute(sql`${sql.raw(`/* ${name} */ `)}${query}`);
  return (result as { rows: T[] }).rows;
}
