import { createDb, dbConfigFromEnv, type DbHandle } from "@eb/db/client";
import { ConfigError, loadConfig, type Config } from "@eb/config";

/**
 * The validated configuration, as the server reads it; on a bad variable prints the same
 * message the server prints and returns null (the caller exits with 1, as the server does). A tool
 * that hashes passwords applies `config.passwordHashing` itself (identity's `usePasswordHashing`).
 */
export function loadCliConfig(): Config | null {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return null;
  }
}

/** The server's database for this configuration: PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR. */
export function openCliDatabase(config: Config): DbHandle {
  return createDb(dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir }));
}
