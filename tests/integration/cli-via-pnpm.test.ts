import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "@eb/db";
import { testDrivers, type TestDriver } from "@eb/db/testing";
import { userRoles, users } from "@eb/db/schema";
import { cliDatabase, pnpmRun } from "../support/cli-database";
import { serverCommand } from "../support/compiled-command";

const run = promisify(execFile);

/**
 * The README offers pnpm as well as npm; `pnpm run x -- --flag` hands the script a literal `--`.
 * Both command-line tools are run exactly that way, on each database driver.
 */
describe.each(testDrivers())("command-line tools run through pnpm with -- (%s)", (driver: TestDriver) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  beforeEach(async () => {
    database = await cliDatabase(driver);
  });
  afterEach(async () => database.cleanup());

  it("admin:create -- --email … creates the admin, in the database the CLI was configured with", async () => {
    const { stdout } = await pnpmRun("admin:create", ["--email", "Pnpm.Admin@example.com", "--generate-password"], database.env);
    expect(stdout).toContain("Created admin pnpm.admin@example.com.");
    expect(stdout).toMatch(/Generated password \(shown only once\): \S{16,}/);
    const { db } = database.inspect();
    const rows = await db.select({ email: users.email, role: userRoles.role }).from(users).innerJoin(userRoles, eq(userRoles.userId, users.id));
    expect(rows).toEqual([{ email: "pnpm.admin@example.com", role: "admin" }]);
  }, 120_000);

  it("sync -- --kind cleanup runs the cleanup without any network", async () => {
    const { stdout } = await pnpmRun("sync", ["--kind", "cleanup"], database.env);
    expect(stdout).toMatch(/Removed 0 matches and 0 tournaments older than 30 days/);
  }, 120_000);
});

describe("command-line tools read the configuration as the server does", () => {
  const bad = { DATABASE_URL: "mysql://nope", PORT: "70000" };
  /** The compiled tool when built (as `npm test` has it), else its source through tsx. */
  const stderrOf = async (compiled: string, source: string, args: string[] = []) => {
    const [command, ...prefix] = serverCommand(compiled, source);
    const file = prefix.at(-1)!;
    const failed = await run(command, [...prefix, ...args], { env: { ...process.env, ...bad }, encoding: "utf8" }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed, `${file} should exit with an error`).not.toBeNull();
    return { code: failed!.code, stderr: failed!.stderr };
  };

  it("a bad DATABASE_URL stops both CLIs with the server's message and exit code", async () => {
    const server = await stderrOf("apps/server/dist/main.js", "apps/server/src/main.ts");
    expect(server.stderr).toContain("Invalid environment:");
    expect(server.stderr).toContain("DATABASE_URL");
    expect(await stderrOf("apps/server/dist/admin-create.js", "packages/api/src/identity/cli/create-admin.ts", ["--email", "a@example.com"])).toEqual(server);
    expect(await stderrOf("apps/server/dist/sync.js", "packages/api/src/esports-sync/cli.ts", ["--kind", "cleanup"])).toEqual(server);
  }, 60_000);
});
