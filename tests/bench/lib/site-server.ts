/**
 * Child process for the page benchmarks: what `npm start` serves (the real app over the
 * embedded database in DATA_DIR with the demo data; the parent sets PORT, HOST, DATA_DIR),
 * without the sync scheduler. Prints "ready" once listening, so the benchmark waits for that
 * line instead of polling; with LOG_LEVEL=warn the server itself prints nothing per request.
 */
import { createDb, dbConfigFromEnv, runMigrations } from "@eb/db/client";
import { seedIfEmpty } from "@eb/db/seed";
import { loadConfig } from "@eb/config";
import { seedDemoOdds } from "@eb/api/jobs";
import { buildApp } from "@eb/server/app";
import { fillOddsTables } from "./bench-odds";

const config = loadConfig();
const handle = createDb(dbConfigFromEnv({ DATABASE_URL: config.databaseUrl ?? undefined, DATA_DIR: config.dataDir }));
await runMigrations(handle);
// As `npm start` does: the demo world, and its demo odds.
if (await seedIfEmpty(handle.db, new Date())) await seedDemoOdds(handle.db, new Date());
// BENCH_ODDS_ROWS: every priced match's odds table that many rows long (the match-page benchmark's 20).
if (process.env.BENCH_ODDS_ROWS) await fillOddsTables(handle.db, Number(process.env.BENCH_ODDS_ROWS), config.demoVisitorPlace);
const app = await buildApp({ config, handle });
app.addHook("onClose", () => handle.close());
await app.listen({ port: config.port, host: config.host });
process.stdout.write("ready\n");
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
