import { createDb, dbConfigFromEnv, runMigrations } from "@eb/db/client";
import { seedIfEmpty } from "@eb/db/seed";
import { seedDemoOdds, startSyncJobs } from "@eb/api/jobs";
import { RollupScheduler, usePasswordHashing } from "@eb/api";
import pino from "pino";
import { buildApp } from "./app";
import { buildInfo } from "./build-info";
import { loadConfigOrExit } from "./load-config";
import { adminOrigin } from "./plugins/admin-origin";
import { startDemoHistory, type DemoHistoryJob } from "./demo-history-job";
import { serverKeys } from "./server-keys";
import { announceSetupLink, createAdminCommand, operatorConsole } from "./setup-link-console";
import { shutdownOnSignal } from "./shutdown";
import { remindUntilFirstAdmin, waitingLine } from "./first-admin-reminder";
import { redactingStream } from "./log-redaction";
import { logSerializers } from "./log-serializers";
import { trustProxyExposureWarning } from "./trust-proxy";

/** How often the analytics rollups catch up with ingest; the dashboard reads the few seconds since raw. */
const ROLLUP_INTERVAL_MS = 5_000;

async function main() {
  const config = loadConfigOrExit();
  usePasswordHashing(config.passwordHashing);
  const build = buildInfo();
  const bootLog = pino({ level: config.logLevel, serializers: logSerializers }, redactingStream(process.stdout));
  // The first line says what runs, so every later line can be tied to a release.
  bootLog.info({ version: build.version, commit: build.commit, node: process.version }, "starting the server");
  const exposure = trustProxyExposureWarning(config.trustProxy, config.host);
  if (exposure) bootLog.warn({ trustProxy: config.trustProxy, host: config.host }, exposure);
  // Before the database is touched: a deployment without its master key stops here, saying how to make one.
  let mfaKeys;
  try {
    mfaKeys = serverKeys(config, bootLog);
  } catch (err) {
    bootLog.fatal((err as Error).message);
    process.exit(1);
  }
  const dbConfig = dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir });
  const handle = createDb(
    dbConfig.driver === "pg" ? { ...dbConfig, onPoolError: (err) => bootLog.warn({ err }, "database connection lost; the pool reconnects") } : dbConfig,
  );
  await runMigrations(handle);
  const app = await buildApp({ config, handle, build, mfaKeys });
  // Demo data is a choice (DEMO_DATA, on by default only for the embedded database): fill an empty
  // database so every screen has something to show. With a provider token only the bookmakers are
  // seeded; the esports data comes from the provider.
  const esportsDemo = !config.pandascoreToken;
  const seeded = config.demoData ? await seedIfEmpty(handle.db, new Date(), { esports: esportsDemo }) : null;
  if (seeded) app.log.info({ esports: esportsDemo, stored: seeded }, "seeded demo data");
  // The demo world's prices, when no odds feed key is set: a day of them, so match pages open with odds and their movement.
  if (seeded && esportsDemo && !config.odds.apiKey) app.log.info({ stored: await seedDemoOdds(handle.db, new Date()) }, "seeded demo odds");
  // After seeding: a demo sync on an empty database would create tournaments and the seed would then skip.
  // Without SYNC_JOBS the scheduler runs no periodic job but still serves the manual operations admins queue.
  const sync = startSyncJobs({
    handle,
    log: app.log,
    token: config.pandascoreToken ?? undefined,
    baseUrl: config.pandascoreBaseUrl,
    realtime: config.pandascoreRealtime,
    demoData: config.demoData,
    odds: { ...config.odds, ...config.oddsFeeds },
    scheduled: config.syncJobs,
  });
  app.syncChanges.subscribe((change) => {
    if (change === "requested") void sync.scheduler.tick();
  });
  // The Analytics tab reads rollups: keep them seconds behind ingest (the first tick backfills).
  // On the embedded database a batch holds its only connection, so batches are smaller there.
  const rollups = new RollupScheduler({ db: handle.db, log: app.log, batchSize: handle.driver === "pg" ? 250_000 : 20_000, maxBatchesPerTick: 8 });
  rollups.start(ROLLUP_INTERVAL_MS);
  let demoHistory: DemoHistoryJob | undefined;
  let firstAdminReminder: { stop: () => void } | undefined;
  app.addHook("onClose", async () => {
    firstAdminReminder?.stop();
    await demoHistory?.stop();
    await rollups.stop();
    await sync.stop();
    await handle.close();
  });

  const shutdown = shutdownOnSignal(app, { timeoutMs: config.shutdownTimeoutMs });
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // A server with no admin yet prints a one-time link that creates the first one, to its terminal only.
  const announced = await announceSetupLink({
    db: handle.db,
    now: new Date(),
    adminOrigin: adminOrigin(config),
    createAdminCommand: createAdminCommand(),
    embedded: handle.driver === "pglite",
    log: app.log,
    console: operatorConsole(),
  });
  // Then a short line each minute until the first admin exists, so the link is not lost under other lines.
  if (announced !== "admin_exists") {
    firstAdminReminder = remindUntilFirstAdmin({ db: handle.db, log: app.log, line: waitingLine(announced, createAdminCommand()) });
  }
  // The demo's labelled analytics history (DEMO_HISTORY: the embedded database unless told otherwise), in the background.
  if (config.demoHistory) demoHistory = startDemoHistory(handle.db, app.log, () => void rollups.tick());
}

void main();
