import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DAY_MS } from "@eb/api/shared";
import { createDb, migrationsFolder, runMigrations, type DbHandle } from "@eb/db/client";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import { serverCommand } from "./compiled-command";
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
 * A command-line tool of apps/server/dist (compiled when built, else its source through tsx: see
 * serverCommand), for runs whose subject is what the tool does rather than how the README starts it.
 */
export function compiledRun(compiled: string, source: string, args: string[], env: CliEnv) {
  const [command, ...prefix] = serverCommand(compiled, source);
  return run(command, [...prefix, ...args], cliOptions(env));
}

/**
 * A migrated embedded DATA_DIR to copy, made once per machine and schema: a first start on an empty
 * one (initdb, then every migration) costs a CLI about 3.5 s of CPU, where a copy costs milliseconds.
 * Named by the migrations it holds, so a new migration makes a new one; written under a temporary
 * name and renamed into place, so two test processes making it at once both end with a whole one.
 * The CLIs' own first start on an empty directory is proven where it is the subject
 * (production-install, setup-link-console).
 */
async function migratedDataDir(): Promise<string> {
  const schema = createHash("sha256")
    .update(readFileSync(path.join(migrationsFolder, "meta", "_journal.json")))
    .digest("hex")
    .slice(0, 12);
  const dir = path.join(tmpdir(), `eb-cli-migrated-${schema}`);
  if (existsSync(dir)) return dir;
  // Those of earlier schemas, once no run can still be copying them (a day later).
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith("eb-cli-migrated-"))) {
    const old = path.join(tmpdir(), name);
    if (Date.now() - statSync(old).mtimeMs > DAY_MS) rmSync(old, { recursive: true, force: true });
  }
  const building = mkdtempSync(path.join(tmpdir(), "eb-cli-migrating-"));
  const handle = createDb({ driver: "pglite", dataDir: building });
  await runMigrations(handle);
  await handle.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another process renamed its copy into place first: use that one.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
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
  cpSync(await migratedDataDir(), dataDir, { recursive: true });
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
