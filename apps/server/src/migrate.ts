/**
 * The release step: `node dist/migrate.js` (`npm run migrate`) migrates the configured database and
 * exits, 0 when the schema is current. It takes the advisory lock the servers take when they migrate
 * at start-up, so it is safe while old instances still serve and new ones start.
 */
import pino from "pino";
import { createDb, dbConfigFromEnv, runMigrations } from "@eb/db/client";
import { buildInfo } from "./build-info";
import { loadConfigOrExit } from "./load-config";

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const build = buildInfo();
  const log = pino({ level: config.logLevel });
  const handle = createDb(dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir }));
  log.info({ version: build.version, commit: build.commit, driver: handle.driver }, "migrating the database");
  const started = performance.now();
  try {
    await runMigrations(handle);
    log.info({ durationMs: Math.round(performance.now() - started) }, "the database is migrated");
    return 0;
  } catch (err) {
    log.error({ err }, "migration failed");
    return 1;
  } finally {
    await handle.close();
  }
}

void main().then((code) => process.exit(code));
