import { execFile } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createDb, type DbHandle } from "@eb/db/client";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import { databaseUrlOf } from "./database-url";

const run = promisify(execFile);
const PNPM = ["--yes", "-p", "pnpm@10.34.9"];

/** The environment a CLI gets: one database (a PostgreSQL URL, or an embedded directory) and nothing that reaches the internet. */
export type CliEnv = Record<string, string>;

/**
 * The pinned pnpm's own command, found once per file through npx (the README's `npx --yes pnpm@…`):
 * each npx start costs about 3.5 s of CPU before pnpm itself starts, in about 0.5 s.
 */
let pnpmCommand: Promise<string> | undefined;
const pinnedPnpm = () =>
  (pnpmCommand ??= run("npx", [...PNPM, "-c", "command -v pnpm"], { encoding: "utf8" }).then(({ stdout }) => realpathSync(stdout.trim())));

const cliOptions = (env: CliEnv) => ({ env: { ...process.env, ...env }, encoding: "utf8" as const, timeout: 120_000 });

/** `pnpm run <script> -- <args>`, as the README offers it: pnpm hands the script a literal `--`. */
export async function pnpmRun(script: string, args: string[], env: CliEnv) {
  return run(process.execPath, [await pinnedPnpm(), "run", script, "--", ...args], cliOptions(env));
}

/** `npm run <script>`, as the README gives the command. */
export function npmRun(script: string, env: CliEnv) {
  return run("npm", ["run", "--silent", script], cliOptions(env));
}

/**
 * A throwaway database for command-line tools on the given driver: a PostgreSQL test database, or
 * an embedded one in a temporary DATA_DIR. `inspect()` opens it from the test; for PGlite only
 * after the CLIs have exited, since two processes must not share a PGlite directory.
 */
export async function cliDatabase(driver: TestDriver): Promise<{ env: CliEnv; inspect: () => DbHandle; cleanup: () => Promise<void> }> {
  const offline = { PANDASCORE_TOKEN: "", SYNC_JOBS: "false", LOG_LEVEL: "warn" };
  if (driver === "pg") {
    const handle = await createTestDb("pg");
    return { env: { ...offline, DATABASE_URL: await databaseUrlOf(handle), DATA_DIR: "" }, inspect: () => handle, cleanup: () => handle.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "eb-cli-"));
  let handle: DbHandle | undefined;
  return {
    env: { ...offline, DATABASE_URL: "", DATA_DIR: dataDir },
    inspect: () => (handle ??= createDb({ driver: "pglite", dataDir })),
    cleanup: async () => {
      await handle?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
