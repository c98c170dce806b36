import { fileURLToPath } from "node:url";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** A Drizzle handle over either driver; services take this and never know which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbConfig =
  { driver: "pg"; url: string; poolSize?: number; onPoolError?: (err: Error) => void } | { driver: "pglite"; dataDir?: string | undefined; client?: PGlite };

export type DbHandle = {
  db: Db;
  driver: "pg" | "pglite";
  /** Present for the pg driver: a pool to take a dedicated connection from (advisory locks, LISTEN). */
  pool?: pg.Pool;
  /** Present for the pglite driver. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

/**
 * The SQL migrations: beside the compiled server when bundled (its dist/drizzle, copied by
 * apps/server/build.mjs, which defines __EB_BUILD__; every chunk sits in that one folder), else
 * this package's drizzle folder.
 */
export const migrationsFolder = fileURLToPath(new URL(typeof __EB_BUILD__ === "undefined" ? "../drizzle" : "./drizzle", import.meta.url));

/** Arbitrary constant that serialises migrations when several servers start together. */
const MIGRATION_LOCK_KEY = 716_204_118;

/**
 * An embedded database with the extensions the migrations create (search: pg_trgm for
 * similarity and unaccent for accents). PostgreSQL ships both in its contrib package.
 */
export function newPglite(dataDir?: string): PGlite {
  return new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent } });
}

export function createDb(config: DbConfig): DbHandle {
  if (config.driver === "pg") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle pooled connection that the server terminates (restart, failover) emits 'error';
    // without a listener that would crash the process. The pool replaces the connection.
    pool.on("error", (err) => config.onPoolError?.(err));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, driver: "pg", pool, close: () => pool.end() };
  }
  let client = config.client;
  if (!client) {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    client = newPglite(config.dataDir ? path.resolve(config.dataDir, "pglite") : undefined);
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, driver: "pglite", pglite, close: () => pglite.close() };
}

export function dbConfigFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR?: string | undefined }): DbConfig {
  return env.DATABASE_URL ? { driver: "pg", url: env.DATABASE_URL } : { driver: "pglite", dataDir: env.DATA_DIR ?? "./.data" };
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver === "pglite") {
    await migratePglite(drizzlePglite({ client: handle.pglite! }), { migrationsFolder });
    return;
  }
  const conn = await handle.pool!.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
}
