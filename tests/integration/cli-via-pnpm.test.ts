import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "../../packages/db/src/index";
import { createDb, type DbHandle } from "../../packages/db/src/client";
import { closeTestTemplate, createTestDb, testDrivers, type TestDriver } from "../../packages/db/src/testing";
import { userRoles, users } from "../../packages/db/src/schema/index";
import { databaseUrlOf } from "../support/database-url";

const run = promisify(execFile);
const PNPM = ["--yes", "pnpm@10.34.9"];

/** The environment a CLI gets: one database (a PostgreSQL URL, or an embedded directory) and nothing that reaches the internet. */
type CliEnv = Record<string, string>;

async function pnpmRun(script: string, args: string[], env: CliEnv) {
  return run("npx", [...PNPM, "run", script, "--", ...args], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 120_000 });
}

/**
 * The README offers pnpm as well as npm; `pnpm run x -- --flag` hands the script a literal `--`.
 * Both command-line tools are run exactly that way, on each database driver.
 */
describe.each(testDrivers())("command-line tools run through pnpm with -- (%s)", (driver: TestDriver) => {
  let env: CliEnv;
  let inspect: () => DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const offline = { PANDASCORE_TOKEN: "", SYNC_JOBS: "false", LOG_LEVEL: "warn" };
    if (driver === "pg") {
      const handle = await createTestDb("pg");
      env = { ...offline, DATABASE_URL: await databaseUrlOf(handle), DATA_DIR: "" };
      inspect = () => handle;
      cleanup = () => handle.close();
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), "eb-cli-"));
      env = { ...offline, DATABASE_URL: "", DATA_DIR: dataDir };
      // Opened only after the CLIs have exited: two processes must not share a PGlite directory.
      let handle: DbHandle | undefined;
      inspect = () => (handle ??= createDb({ driver: "pglite", dataDir }));
      cleanup = async () => {
        await handle?.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
    }
  });
  afterAll(async () => cleanup());

  it("admin:create -- --email … creates the admin", async () => {
    const { stdout } = await pnpmRun("admin:create", ["--email", "Pnpm.Admin@example.com", "--generate-password"], env);
    expect(stdout).toContain("Created admin pnpm.admin@example.com.");
    expect(stdout).toMatch(/Generated password \(shown only once\): \S{16,}/);
  }, 120_000);

  it("sync -- --kind cleanup runs the cleanup without any network", async () => {
    const { stdout } = await pnpmRun("sync", ["--kind", "cleanup"], env);
    expect(stdout).toMatch(/Removed 0 matches and 0 tournaments older than 30 days/);
  }, 120_000);

  it("the admin is in the database the CLI was configured with", async () => {
    const { db } = inspect();
    const rows = await db.select({ email: users.email, role: userRoles.role }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id));
    expect(rows).toEqual([{ email: "pnpm.admin@example.com", role: "admin" }]);
  });
});

describe("command-line tools read the configuration as the server does", () => {
  const bad = { DATABASE_URL: "mysql://nope", PORT: "70000" };
  const stderrOf = async (file: string, args: string[] = []) => {
    const failed = await run("node_modules/.bin/tsx", [file, ...args], { env: { ...process.env, ...bad }, encoding: "utf8" }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed, `${file} should exit with an error`).not.toBeNull();
    return { code: failed!.code, stderr: failed!.stderr };
  };

  it("a bad DATABASE_URL stops both CLIs with the server's message and exit code", async () => {
    const server = await stderrOf("apps/server/src/main.ts");
    expect(server.stderr).toContain("Invalid environment:");
    expect(server.stderr).toContain("DATABASE_URL");
    expect(await stderrOf("packages/api/src/auth/cli/create-admin.ts", ["--email", "a@example.com"])).toEqual(server);
    expect(await stderrOf("packages/api/src/sync/cli.ts", ["--kind", "cleanup"])).toEqual(server);
  }, 60_000);
});

afterAll(closeTestTemplate);
