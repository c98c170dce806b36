/* Command line: `npm run sync -- [--game g] [--kind k] [--dry-run]`. The only sync file that prints. */
import pino from "pino";
import { runMigrations } from "@eb/db/client";
import { loadCliConfig, openCliDatabase, runMain, scriptArgs } from "../platform";
// An entry point may take a root file (nothing imports a CLI, so no cycle): `--kind cleanup` runs
// every domain's retention, which only the root daily-cleanup.ts knows.
import { runCleanup } from "../daily-cleanup";
import { createProvider } from "./create-provider";
import { parseCliArgs, USAGE } from "./cli-args";
import { runFullSync } from "./service";
import type { SyncDeps } from "./sync-source";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  let args;
  try {
    args = parseCliArgs(scriptArgs(process.argv));
  } catch (err) {
    console.error(err instanceof Error ? err.message : USAGE);
    return 2;
  }
  const handle = openCliDatabase(config);
  try {
    await runMigrations(handle);
    const log = pino({ level: config.logLevel }, pino.destination(2));
    const provider = createProvider(handle, { token: config.pandascoreToken ?? undefined, baseUrl: config.pandascoreBaseUrl, demoData: config.demoData });
    const deps: SyncDeps = {
      db: handle.db,
      provider,
      log,
      now: () => new Date(),
      dryRun: args.dryRun,
      onBatch: ({ game, kind, batch }) => {
        const rows = (batch.matches?.length ?? 0) + (batch.tournaments?.length ?? 0) + (batch.teams?.length ?? 0);
        console.log(`  ${game} ${kind}: page of ${rows} rows${args.dryRun ? " (dry run, not written)" : ""}`);
      },
    };
    if (args.cleanup) {
      if (args.dryRun) console.log("cleanup has no dry run; nothing done");
      else console.log((await runCleanup(deps)).message);
      return 0;
    }
    console.log(`sync from ${provider.name}${args.dryRun ? " (dry run)" : ""}: ${args.games.join(", ")} / ${args.kinds.join(", ")}`);
    const result = await runFullSync(deps, { games: args.games, kinds: args.kinds });
    for (const r of result.results) {
      const outcome = r.success ? "ok" : `FAILED: ${r.error}`;
      console.log(`${r.game} ${r.kind}: ${outcome} (${r.requests} requests, ${r.inserted} inserted, ${r.updated} updated, ${r.skipped} skipped)`);
    }
    const total = result.results.reduce((t, r) => ({ i: t.i + r.inserted, u: t.u + r.updated, s: t.s + r.skipped }), { i: 0, u: 0, s: 0 });
    console.log(`${result.message}. Rows: ${total.i} inserted, ${total.u} updated, ${total.s} skipped.`);
    return result.success ? 0 : 1;
  } finally {
    await handle.close();
  }
}

runMain(main);
