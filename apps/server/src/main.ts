import { createDb, dbConfigFromEnv, runMigrations } from "@eb/db/client";
import { seedIfEmpty } from "@eb/db/seed";
import { startSyncJobs } from "@eb/api/sync";
import { RollupScheduler } from "@eb/api";
import pino from "pino";
import { ConfigError, loadConfig } from "@eb/config";
import { buildApp } from "./app";

/** How often the analytics rollups catch up with ingest; the dashboard reads the few seconds since raw. */
const ROLLUP_INTERVAL_MS = 5_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const bootLog = pino({ level: config.logLevel });
  const dbConfig = dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir });
  const handle = createDb(
    dbConfig.driver === "pg" ? { ...dbConfig, onPoolError: (err) => bootLog.warn({ err }, "database connection lost; the pool reconnects") } : dbConfig,
  );
  await runMigrations(handle);
  const app = await buildApp({ config, handle });
  // The embedded database is the demo: fill it when empty so every screen has something to show.
  // With a provider token only the bookmakers are seeded; the esports data comes from the provider.
  const esportsDemo = !config.pandascoreToken;
  if (handle.driver === "pglite" && (await seedIfEmpty(handle.db, new Date(), { esports: esportsDemo }))) {
    app.log.info({ esports: esportsDemo }, "seeded demo data");
  }
  // After seeding: a demo sync on an empty database would create tournaments and the seed would then skip.
  // Without SYNC_JOBS the scheduler runs no periodic job but still serves the manual operations admins queue.
  const sync = startSyncJobs({
    handle,
    log: app.log,
    token: config.pandascoreToken ?? undefined,
    baseUrl: config.pandascoreBaseUrl,
    scheduled: config.syncJobs,
  });
  app.syncChanges.subscribe((change) => {
    if (change === "requested") void sync.scheduler.tick();
  });
  // The Analytics tab reads rollups: keep them seconds behind ingest (the first tick backfills).
  // On the embedded database a batch holds its only connection, so batches are smaller there.
  const rollups = new RollupScheduler({ db: handle.db, log: app.log, batchSize: handle.driver === "pg" ? 250_000 : 20_000, maxBatchesPerTick: 8 });
  rollups.start(ROLLUP_INTERVAL_MS);
  app.addHook("onClose", async () => {
    await rollups.stop();
    await sync.stop();
    await handle.close();
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
}

void main();
