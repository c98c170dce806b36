import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { test as base } from "@playwright/test";
import { createAdminAccount } from "@eb/api/testing";
import { createDb, type Db } from "@eb/db/client";
import { startCompiledServer, stopCompiledServer, type RunningServer } from "../compiled-server";
import { TEMPLATE_ENV, templateDir, type Template } from "../data-templates";

/**
 * The admin specs each run their own compiled server (`apps/server/dist`, built by `npm run build`)
 * on their own copy of a migrated, demo-seeded data directory, on ADMIN_PORT. The seeded templates
 * are made once per run by the global setup (data-templates.ts); a spec's admins are written into
 * its copy before its server opens it (two processes must not share one PGlite directory).
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** One admin server per worker: E2E_PORT + 1 for the first, then + 3, + 4… (+ 2 is the /go spec's server). */
export const ADMIN_PORT = E2E_PORT + (WORKER === 0 ? 1 : WORKER + 2);
export const ADMIN_BASE = `http://127.0.0.1:${ADMIN_PORT}`;
const DATA_ROOT = `.data-e2e/admin-${ADMIN_PORT}`;
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
  /** Runs on the spec's data directory (closed) just before the server starts: the command-line tool, say. */
  beforeStart?: (dataDir: string) => void;
};

function serverEnv(dataDir: string, port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...TEMPLATE_ENV, PORT: String(port), DATA_DIR: dataDir, SITE_URL: ADMIN_BASE, ...env };
}

/** One spec's server; `stop()` then `start()` restarts it on the same data. */
export class AdminServer {
  private running: RunningServer | undefined;
  constructor(
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    /** Where its log goes: test-results/admin-servers/<spec>.log. */
    readonly logFile: string,
  ) {}

  async start(): Promise<void> {
    const child = this.running?.child;
    if (child && child.exitCode === null && child.signalCode === null) throw new Error("the admin server is already running");
    this.running = await startCompiledServer(serverEnv(this.dataDir, ADMIN_PORT, this.env), this.logFile);
  }

  /** Resolves once the process has exited. */
  async stop(): Promise<void> {
    await stopCompiledServer(this.running?.child);
  }
}

/** The compiled `admin:create`, as an operator runs it on a production install; returns what it printed. */
export function createAdminWithCli(dataDir: string, { email, password }: Account): string {
  const res = spawnSync(process.execPath, [ADMIN_CLI, "--email", email], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
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

/**
 * The spec data directories: copies of a template (about 40 MB each), the next one made in the
 * background while a spec runs, and removed in the background once their spec is done.
 */
class DataDirs {
  private readonly spare = new Map<Template, Promise<string>>();
  private readonly chores: Promise<unknown>[] = [];
  private count = 0;

  async take(kind: Template): Promise<string> {
    const dir = await (this.spare.get(kind) ?? this.copy(kind));
    const next = this.copy(kind);
    // Awaited by the next take(), which sees its failure; never an unhandled rejection meanwhile.
    next.catch(() => undefined);
    this.spare.set(kind, next);
    return dir;
  }

  discard(dir: string): void {
    this.chores.push(rm(dir, { recursive: true, force: true }));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.spare.values(), ...this.chores]);
    rmSync(DATA_ROOT, { recursive: true, force: true });
  }

  private async copy(kind: Template): Promise<string> {
    const dir = `${DATA_ROOT}/spec-${++this.count}`;
    await cp(templateDir(kind), dir, { recursive: true });
    return dir;
  }
}

export type AdminServers = {
  /** A fresh copy of the seeded data with `admins` in it, and a server started on it. */
  open(options?: AdminSiteOptions): Promise<AdminServer>;
};

export const test = base.extend<object, { adminServers: AdminServers }>({
  adminServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      rmSync(DATA_ROOT, { recursive: true, force: true });
      const dirs = new DataDirs();
      const opened: AdminServer[] = [];
      await use({
        async open({ admins = [], env = {}, fill, beforeStart } = {}) {
          for (const server of opened.splice(0)) {
            await server.stop();
            dirs.discard(server.dataDir);
          }
          const dataDir = await dirs.take(env.PANDASCORE_TOKEN ? "provider" : "demo");
          if (admins.length > 0 || fill) {
            const handle = createDb({ driver: "pglite", dataDir });
            try {
              await writeAdmins(handle.db, admins);
              await fill?.(handle.db);
            } finally {
              await handle.close();
            }
          }
          beforeStart?.(dataDir);
          const spec = relative(test.info().project.testDir, test.info().file).replaceAll("/", "-");
          const server = new AdminServer(dataDir, env, join(test.info().project.outputDir, "admin-servers", `${spec}.log`));
          opened.push(server);
          await server.start();
          return server;
        },
      });
      for (const server of opened) await server.stop();
      await dirs.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";
