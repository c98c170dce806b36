import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { test as base } from "@playwright/test";
import { createAdminAccount } from "@eb/api/testing";
import { createDb, type Db } from "@eb/db/client";
import { startCompiledServer, stopCompiledServer, type RunningServer } from "../compiled-server";
import { databaseUrl, postgresEnv, TEMPLATE_ENV, type DatabaseEnv } from "../data-templates";
import { SpecDatabases } from "./spec-databases";

/**
 * The admin specs each run their own compiled server (`apps/server/dist`, built by `npm run build`)
 * on their own PostgreSQL database, a copy of a migrated, demo-seeded template (spec-databases.ts),
 * on ADMIN_PORT. The templates are made once per run by the global setup (data-templates.ts); a
 * spec's admins are written into its copy before its server starts.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** One admin server per worker: E2E_PORT + 1 for the first, then + 3, + 4… (+ 2 is the /go spec's server). */
export const ADMIN_PORT = E2E_PORT + (WORKER === 0 ? 1 : WORKER + 2);
export const ADMIN_BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const ADMIN_CLI = "apps/server/dist/admin-create.js";

export type Account = { email: string; password: string };

/**
 * A spec account's password: strong enough for the server's strength check (zxcvbn score 4) and,
 * as that check requires, without the email's local part; distinct per account.
 */
export function e2ePassword(email: string): string {
  return `staple battery horse ${createHash("sha256").update(email).digest("hex").slice(0, 8)}`;
}

export type AdminSiteOptions = {
  /** Created in the spec's data directory with the library functions `admin:create` calls. */
  admins?: Account[];
  /** Adds to the server's environment (a provider token and base URL, say); with PANDASCORE_TOKEN the data holds no demo esports data, as the server seeds it then. */
  env?: Record<string, string>;
  /** More rows, written with the admins, before the server opens the directory. */
  fill?: (db: Db) => Promise<void>;
  /** Runs just before the server starts, given its database's environment: the command-line tool, say. */
  beforeStart?: (database: DatabaseEnv) => void;
};

/** One spec's server; `stop()` then `start()` restarts it on the same data. */
export class AdminServer {
  private running: RunningServer | undefined;
  constructor(
    /** Its PostgreSQL database's name. */
    readonly database: string,
    private readonly env: Record<string, string>,
    /** Where its log goes: test-results/admin-servers/<spec>.log. */
    readonly logFile: string,
  ) {}

  async start(): Promise<void> {
    const child = this.running?.child;
    if (child && child.exitCode === null && child.signalCode === null) throw new Error("the admin server is already running");
    this.running = await startCompiledServer(
      { ...TEMPLATE_ENV, ...postgresEnv(this.database), PORT: String(ADMIN_PORT), SITE_URL: ADMIN_BASE, ...this.env },
      this.logFile,
    );
  }

  /** Resolves once the process has exited. */
  async stop(): Promise<void> {
    await stopCompiledServer(this.running?.child);
  }
}

/** The compiled `admin:create`, as an operator runs it on a production install; returns what it printed. */
export function createAdminWithCli(database: DatabaseEnv, { email, password }: Account): string {
  const res = spawnSync(process.execPath, [ADMIN_CLI, "--email", email], {
    input: `${password}\n`,
    env: { ...process.env, ...database },
    encoding: "utf8",
    timeout: 60_000,
  });
  if (res.status !== 0) throw new Error(`admin:create failed (${res.status}): ${res.stderr}`);
  return res.stdout;
}

/** What `admin:create` writes (packages/api/src/identity/cli/create-admin.ts), through the same function. */
async function writeAdmins(db: Db, admins: Account[]): Promise<void> {
  for (const { email, password } of admins) await createAdminAccount(db, { email, password }, new Date());
}

export type AdminServers = {
  /** A fresh copy of the seeded data with `admins` in it, and a server started on it. */
  open(options?: AdminSiteOptions): Promise<AdminServer>;
};

export const test = base.extend<object, { adminServers: AdminServers }>({
  adminServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const databases = new SpecDatabases(WORKER);
      const opened: AdminServer[] = [];
      await use({
        async open({ admins = [], env = {}, fill, beforeStart } = {}) {
          for (const server of opened.splice(0)) {
            await server.stop();
            databases.discard(server.database);
          }
          const database = await databases.take(env.PANDASCORE_TOKEN ? "provider" : "demo");
          if (admins.length > 0 || fill) {
            const handle = createDb({ driver: "pg", url: databaseUrl(database), poolSize: 1 });
            try {
              await writeAdmins(handle.db, admins);
              await fill?.(handle.db);
            } finally {
              await handle.close();
            }
          }
          beforeStart?.(postgresEnv(database));
          const spec = relative(test.info().project.testDir, test.info().file).replaceAll("/", "-");
          const server = new AdminServer(database, env, join(test.info().project.outputDir, "admin-servers", `${spec}.log`));
          opened.push(server);
          await server.start();
          return server;
        },
      });
      for (const server of opened) {
        await server.stop();
        databases.discard(server.database);
      }
      await databases.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";
