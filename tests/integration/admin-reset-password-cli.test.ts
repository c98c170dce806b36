import { spawn } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "@eb/db";
import { createDb } from "@eb/db/client";
import { testDrivers, type TestDriver } from "@eb/db/testing";
import { auditLogs, sessions, users } from "@eb/db/schema";
import { createSession, verifyPassword } from "@eb/api/testing";
import { cliDatabase, type CliEnv } from "../support/cli-database";
import { serverCommand } from "../support/compiled-command";

type Outcome = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a command-line tool with a piped stdin (the password's first line), as an operator's script
 * would: the compiled one a production install runs when the build is there (always in npm test and
 * CI), else from source as `npm run` does. (Starting from source costs about 1.3 s more CPU a run, for
 * no other difference: cli-via-pnpm.test.ts proves the `npm run`/`pnpm run` path itself.)
 */
function runCli(cli: Cli, args: string[], env: CliEnv, stdin = ""): Promise<Outcome> {
  const [command, ...prefix] = serverCommand(cli.built, cli.source);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...prefix, ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

type Cli = { source: string; built: string };
const CREATE: Cli = { source: "packages/api/src/identity/cli/create-admin.ts", built: "apps/server/dist/admin-create.js" };
const RESET: Cli = { source: "packages/api/src/identity/cli/reset-password.ts", built: "apps/server/dist/admin-reset-password.js" };
const EMAIL = "ops@example.com";
const FIRST = "harbour vintage copper atlas";
const SECOND = "meadow signal orchid tundra";

/** The last admin forgot the password: an operator resets it from the command line, on each driver. */
describe.each(testDrivers())("admin:reset-password (%s)", (driver: TestDriver) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  beforeEach(async () => {
    database = await cliDatabase(driver);
  });
  afterEach(async () => database.cleanup());

  /** Writes with the database closed again afterwards when it is embedded (one process at a time). */
  async function withDb<T>(work: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
    if (driver === "pg") return work(database.inspect().db);
    const handle = createDb({ driver: "pglite", dataDir: database.env.DATA_DIR! });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  // One story: the runs meet what the earlier ones wrote.
  it("refuses weak passwords with the reason and unknown admins, then sets the password, ends every session and audits it", async () => {
    const weakCreate = await runCli(CREATE, ["--email", EMAIL], database.env, "password1234\n");
    expect(weakCreate).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("This password is too easy to guess: this is similar to a commonly used password."),
    });
    expect(await runCli(CREATE, ["--email", EMAIL], database.env, `${FIRST}\n`)).toMatchObject({ code: 0 });
    const userId = await withDb(async (db) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
      await createSession(db, { userId: user!.id, mfaPending: false }, new Date());
      await createSession(db, { userId: user!.id, mfaPending: true }, new Date());
      return user!.id;
    });

    expect(await runCli(RESET, ["--email", EMAIL], database.env, "ops-example-2026-pass\n")).toMatchObject({
      code: 2,
      stderr: "The password must not contain the part of the email address before the @\n",
    });
    expect(await runCli(RESET, ["--email", "nobody@example.com"], database.env, `${SECOND}\n`)).toMatchObject({
      code: 1,
      stderr: "Could not reset the password: No admin account has this email\n",
    });
    expect(await runCli(RESET, ["--", "--email", "Ops@Example.com"], database.env, `${SECOND}\n`)).toEqual({
      code: 0,
      stdout: `Password reset for ${EMAIL}; 2 session(s) ended. The authenticator is still required to sign in.\n`,
      stderr: "",
    });

    const { db } = database.inspect();
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(await verifyPassword(user!.hash, SECOND)).toBe(true);
    expect(await verifyPassword(user!.hash, FIRST)).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const audit = await db.select({ userId: auditLogs.userId, eventData: auditLogs.eventData }).from(auditLogs).where(eq(auditLogs.action, "reset_password"));
    expect(audit).toEqual([{ userId, eventData: { email: EMAIL, via: "cli", endedSessions: 2 } }]);
  }, 240_000);
});
