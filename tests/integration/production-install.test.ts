import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@eb/db/client";
import { eq, sql } from "@eb/db";
import { users } from "@eb/db/schema";
import { TEST_PG_URL, testDrivers } from "@eb/db/testing";
import { listeningUrl, watchOutput } from "../support/child-output";
import { buildRequired } from "../support/ci";
import { serveNodeFlags } from "../support/serve-command";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILT = path.join(ROOT, "apps/server/dist/main.js");
const ROOT_VERSION = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;

/**
 * The production install, as the Dockerfile makes it: only @eb/server's runtime dependencies, from
 * the lockfile, beside its dist. pnpm 10 deploys from the shared lockfile only with injected
 * workspace packages; this deploy needs none (the workspace code is bundled), so the setting is
 * given to this command alone rather than changing how the workspace links its packages.
 */
const DEPLOY = ["--yes", "pnpm@10.34.9", "--config.inject-workspace-packages=true", "--filter", "@eb/server", "--prod", "deploy", "--offline"];

/** Front-end and development packages that must not reach the production install. */
const DEV_ONLY = ["tsx", "typescript", "vite", "esbuild", "vitest", "react", "react-dom", "fastify", "@tanstack/react-query", "@eb/api"];

// In CI and npm test the build has run: a missing dist is a failure there, not a skip.
const missing = !existsSync(BUILT);
if (missing && buildRequired) {
  describe("production install", () => {
    it("needs apps/server/dist (npm run build)", () => {
      throw new Error(`${BUILT} is missing: the build did not produce the compiled server`);
    });
  });
}

const title = missing
  ? "production install (skipped: apps/server/dist/main.js is missing; run `npm run build` first)"
  : "production install of the compiled server";
describe.skipIf(missing)(title, () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "eb-deploy-"));
    await run("npx", [...DEPLOY, path.join(dir, "app")], { cwd: ROOT, timeout: 120_000 });
  }, 150_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const app = () => path.join(dir, "app");

  it("holds the dist and the external packages only: no tsx, typescript, vite or bundled library", () => {
    expect(readdirSync(app()).sort()).toEqual(["dist", "node_modules", "package.json", "pnpm-lock.yaml"]);
    const installed = readdirSync(path.join(app(), "node_modules/.pnpm")).filter((n) => n.includes("@") && n !== "lock.yaml");
    const names = installed.map((n) => n.slice(0, n.lastIndexOf("@")).replace("+", "/"));
    expect(names).toEqual(expect.arrayContaining(["argon2", "@electric-sql/pglite"]));
    for (const name of DEV_ONLY) expect(names, name).not.toContain(name);
    for (const file of [
      "main.js",
      "migrate.js",
      "admin-create.js",
      "admin-reset-password.js",
      "sync.js",
      "seed-bookmakers.js",
      "drizzle/meta/_journal.json",
      "public/server/entry-server.js",
      "admin/index.html",
    ])
      expect(existsSync(path.join(app(), "dist", file)), file).toBe(true);
  });

  it("installs the native parts for the Node it runs on: the deployed argon2 hashes and PGlite's WASM answers there", async () => {
    // `node` on PATH is the one the compiled server starts with below: under npm test and .ci/run the
    // pinned LTS (scripts/node-lts.mjs), the same as this process.
    const probe = [
      "const argon2 = require('argon2');",
      "const { PGlite } = await import('@electric-sql/pglite');",
      "const hash = await argon2.hash('correct horse', { timeCost: 1, memoryCost: 1024 });",
      "const db = new PGlite();",
      "const { rows } = await db.query('select 6 * 7 as answer');",
      "await db.close();",
      "console.log(JSON.stringify({ node: process.version, verified: await argon2.verify(hash, 'correct horse'), answer: rows[0].answer }));",
    ].join(" ");
    const { stdout } = await run("node", ["--input-type=commonjs", "-e", `(async () => { ${probe} })()`], {
      cwd: app(),
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      // PGlite's first start in a fresh process compiles its WASM: seconds, more on a loaded machine.
      timeout: 120_000,
    });
    expect(JSON.parse(stdout)).toEqual({ node: process.version, verified: true, answer: 42 });
  }, 150_000);

  it("keeps the Dockerfile on the same deploy command", () => {
    expect(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toContain(`npx ${DEPLOY.join(" ")} `);
  });

  type Target = { name: string; env: () => Record<string, string>; inspect?: () => ReturnType<typeof createDb> };
  const targets: Target[] = [];
  let pgName: string | undefined;
  let pgAdmin: ReturnType<typeof createDb> | undefined;
  let pgHandle: ReturnType<typeof createDb> | undefined;
  if (testDrivers().includes("pg")) {
    targets.push({
      name: "a fresh PostgreSQL database",
      env: () => {
        const url = new URL(TEST_PG_URL);
        url.pathname = `/${pgName}`;
        return { DATABASE_URL: url.toString(), MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex") };
      },
      inspect: () => {
        const url = new URL(TEST_PG_URL);
        url.pathname = `/${pgName}`;
        return (pgHandle ??= createDb({ driver: "pg", url: url.toString(), poolSize: 1 }));
      },
    });
  }
  let dataDir: string | undefined;
  targets.push({ name: "an embedded PGlite directory", env: () => ({ DATA_DIR: dataDir! }) });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "eb-deploy-data-"));
    if (!testDrivers().includes("pg")) return;
    pgName = `eb_prodinstall_${randomBytes(6).toString("hex")}`;
    pgAdmin = createDb({ driver: "pg", url: TEST_PG_URL, poolSize: 1 });
    await pgAdmin.db.execute(sql.raw(`create database ${pgName}`));
  });
  afterAll(async () => {
    await pgHandle?.close();
    if (pgAdmin) {
      await pgAdmin.db.execute(sql.raw(`drop database if exists ${pgName} with (force)`));
      await pgAdmin.close();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Only what a production process gets: no test runner's variables, no network for the esports data. */
  const envFor = (target: Target) => ({
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    SYNC_JOBS: "false",
    ...target.env(),
  });
  /** Runs a compiled tool; `stdin` is what it reads (a piped password), and stdin is closed either way. */
  const node = (target: Target, script: string, args: string[] = [], stdin = "") => {
    const running = run("node", ["--enable-source-maps", `dist/${script}`, ...args], { cwd: app(), env: envFor(target), timeout: 60_000 });
    running.child.stdin?.end(stdin);
    return running;
  };

  describe.each(targets.map((t) => [t.name, t] as const))("on %s", (_name, target) => {
    it("migrates as a release step, serves the site and the back office, and drains on SIGTERM with exit 0", async () => {
      const migrated = await node(target, "migrate.js");
      expect(migrated.stdout).toContain('"msg":"the database is migrated"');

      // As the image and `npm run serve` start it: production's Node flags, V8's heap sizing included.
      const server: ChildProcess = spawn("node", [...serveNodeFlags(), "dist/main.js"], {
        cwd: app(),
        env: envFor(target),
        stdio: ["ignore", "pipe", "pipe"],
      });
      const stderr: string[] = [];
      server.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      const output = watchOutput(server);
      try {
        const base = await listeningUrl(output, 60_000);
        // The first line says what runs: the root package's version and the commit built.
        const first = JSON.parse(output.lines[0]!) as Record<string, unknown>;
        expect(first).toMatchObject({ msg: "starting the server", version: ROOT_VERSION });
        expect(first.commit).toMatch(/^[0-9a-f]{40}$/);

        expect(await statusOf(`${base}/healthz`)).toBe(200);
        const ready = await fetch(`${base}/readyz`);
        expect(ready.status).toBe(200);
        expect(ready.headers.get("cache-control")).toBe("no-store");
        expect(await ready.json()).toEqual({ status: "ready", version: ROOT_VERSION, commit: first.commit, database: "ok", listen: "connected" });

        const home = await fetch(`${base}/`);
        expect(home.status).toBe(200);
        const html = await home.text();
        expect(html).toMatch(/<title>[^<]*EsportsBetHub<\/title>/);
        const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
        expect(await statusOf(`${base}${script}`)).toBe(200);

        const shell = await fetch(`${base}/auth`);
        expect(shell.status).toBe(200);
        const adminAsset = /src="(\/admin-assets\/[^"]+\.js)"/.exec(await shell.text())![1]!;
        expect(await statusOf(`${base}${adminAsset}`)).toBe(200);
      } finally {
        server.kill("SIGTERM");
      }
      expect(await exited, [...output.lines.slice(-5), ...stderr].join("\n")).toBe(0);
    }, 120_000);

    it("creates an admin and resets its password with the compiled command-line tools", async () => {
      const created = await node(target, "admin-create.js", ["--email", "ops@example.com", "--generate-password"]);
      expect(created.stdout).toContain("Created admin ops@example.com.");
      expect(created.stdout).toMatch(/Generated password \(shown only once\): \S{16,}/);
      // The strength check's dictionaries are bundled: a piped weak password is refused with zxcvbn's reason.
      await expect(node(target, "admin-create.js", ["--email", "weak@example.com"], "password1234\n")).rejects.toMatchObject({
        stderr: expect.stringContaining("This password is too easy to guess"),
      });
      const reset = await node(target, "admin-reset-password.js", ["--email", "ops@example.com", "--generate-password"]);
      expect(reset.stdout).toContain("Password reset for ops@example.com; 0 session(s) ended.");
      if (target.inspect) {
        const rows = await target.inspect().db.select({ email: users.email }).from(users).where(eq(users.email, "ops@example.com"));
        expect(rows).toEqual([{ email: "ops@example.com" }]);
      } else {
        // The embedded database: the second run finds the account the first one created.
        await expect(node(target, "admin-create.js", ["--email", "ops@example.com", "--generate-password"])).rejects.toMatchObject({
          stderr: expect.stringContaining("Could not create the admin"),
        });
      }
    }, 60_000);
  });
});

/** A GET's status, its body read to the end: an unread body keeps the connection busy, and a close waits for it. */
async function statusOf(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}
