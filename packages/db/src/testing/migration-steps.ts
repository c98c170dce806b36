import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import { migrationsFolder, type DbHandle } from "../client";

/**
 * The statements of the migration whose file name ends with `suffix` (its tag, e.g.
 * "_redirect_hit_hours.sql"), for a test that replays one migration on a database put back to
 * before it. Found by name, not number: numbers may change when branches' migrations are merged.
 */
export function migrationStatements(suffix: string): string[] {
  const file = readdirSync(migrationsFolder).find((f) => f.endsWith(suffix));
  if (!file) throw new Error(`no migration ends with ${suffix}`);
  return readFileSync(join(migrationsFolder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The rows of a raw query on either driver (pg answers `{ rows }`, PGlite an array). */
export async function rowsOf<T>(handle: DbHandle, query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
