/**
 * Child process for the page benchmarks: what `npm start` serves (the real app over the
 * embedded database in DATA_DIR with the demo data; the parent sets PORT, HOST, DATA_DIR),
 * without the sync scheduler. Prints "ready" once listening, so the benchmark waits for that
 * line instead of polling; with LOG_LEVEL=warn the server itself prints nothing per request.
 */
import { createDb, dbConfigFromEnv, runMigrations } from "@eb/db/client";
import { seedIfEmpty } from "@eb/db/seed";
import { seedDemoOdds } from "@eb/api/jobs";
import { loadConfig } from "@eb/config";
import { buildApp } from "@eb/server/app";

const config = loadConfig();
const handle = createDb(dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir }));
await runMigrations(handle);
// As main.ts: a fresh demo world gets a day of demo odds, so match pages and cards carry prices (issue 25).
const now = new Date();
if ((await seedIfEmpty(handle.db, now)) && !config.pandascoreToken && !config.odds.apiKey) await seedDemoOdds(handle.db, now);
const app = await buildApp({ config, handle });
app.addHook("onClose", () => handle.close());
await app.listen({ port: config.port, host: config.host });
process.stdout.write("ready\n");
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
