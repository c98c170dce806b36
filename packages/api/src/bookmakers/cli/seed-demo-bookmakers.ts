/**
 * Loads the demo bookmakers into the configured database, for a trial:
 * `npm run seed:bookmakers` (pnpm too). Bookmakers whose slug is already in use are skipped, so
 * running it again adds nothing. Uses the server's configuration: DATABASE_URL, or the embedded
 * database under DATA_DIR (default ./.data); with the embedded database, stop the server first
 * (two processes must not open the same PGlite directory).
 */
import { parseArgs } from "node:util";
import { runMigrations } from "@eb/db/client";
import { loadCliConfig, openCliDatabase, runMain, scriptArgs } from "../../platform";
import { addDemoBookmakers } from "../demo-bookmakers";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  try {
    parseArgs({ args: scriptArgs(process.argv), options: {} });
  } catch {
    process.stderr.write("Usage: npm run seed:bookmakers (no options)\n");
    return 2;
  }
  const handle = openCliDatabase(config);
  try {
    await runMigrations(handle);
    const { added, skipped } = await addDemoBookmakers(handle.db, new Date());
    for (const b of added) process.stdout.write(`Added ${b.name} (/go/${b.slug})\n`);
    for (const b of skipped) process.stdout.write(`Skipped ${b.name}: the slug ${b.slug} is already used by ${b.usedBy}\n`);
    process.stdout.write(`${added.length} demo bookmaker(s) added, ${skipped.length} skipped.\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Could not load the demo bookmakers: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

runMain(main);
