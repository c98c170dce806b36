import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db, DbHandle } from "./client";
import * as schema from "./schema/index";

export type SettingsPool = { db: Db; close: () => Promise<void> };

/** A setting's name and value as they may go in the startup packet's options unquoted. */
const PLAIN = /^[\w.]+$/;

/**
 * A second, small pool on the handle's PostgreSQL whose every connection starts with `settings`
 * (sent in the startup packet, as `-c name=value`): for statements that need session settings
 * (a timeout, an extension's threshold) without a round trip, or a transaction, to set them each
 * time. Only those statements may use it: the settings hold for every query on its connections.
 * Null on PGlite, whose one connection cannot be set apart.
 */
export function createSettingsPool(
  handle: DbHandle,
  opts: { settings: Record<string, string>; poolSize: number; onPoolError?: (err: Error) => void },
): SettingsPool | null {
  if (!handle.pool) return null;
  const options = Object.entries(opts.settings).map(([name, value]) => {
    if (!PLAIN.test(name) || !PLAIN.test(value)) throw new Error(`a pool setting must be plain words: ${name}=${value}`);
    return `-c ${name}=${value}`;
  });
  const pool = new pg.Pool({ ...handle.pool.options, max: opts.poolSize, options: options.join(" ") });
  // As createDb's pool: an idle connection the server ends emits 'error', which must not crash the process.
  pool.on("error", (err) => opts.onPoolError?.(err));
  return { db: drizzlePg({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
}
