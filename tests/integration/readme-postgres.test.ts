import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type DbHandle, type SQL } from "@eb/db";
import { rowsOf } from "@eb/api/testing";
import { DEMO_TEAMS } from "@eb/db/seed";
import { createDb } from "@eb/db/client";
import { TEST_PG_URL, testDrivers } from "@eb/db/testing";
import { AdminHttp } from "../support/admin-http";
import { listeningUrl, watchOutput } from "../support/child-output";
import { buildRequired } from "../support/ci";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILT = path.join(ROOT, "apps/server/dist/main.js");
/** The README's quick start, and the longer walk-through in the operations guide: the same commands. */
const SECTIONS = [
  { file: "README.md", heading: "## Production quick start" },
  { file: "docs/operations.md", heading: "## Starting on a fresh PostgreSQL" },
];

/** The shell lines of one document's PostgreSQL section, block by block, without their comments. */
function sectionCommands(file: string, heading: string): string[][] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const start = text.indexOf(heading);
  if (start < 0) throw new Error(`${file} has no section "${heading}"`);
  const section = text.slice(start, text.indexOf("\n## ", start + heading.length));
  return [...section.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```/gm)].map((m) =>
    m[1]!
      .split("\n")
      .map((line) => line.replace(/\s+#.*$/, "").trim())
      .filter(Boolean),
  );
}

const readmeCommands = () => sectionCommands(SECTIONS[0]!.file, SECTIONS[0]!.heading);

const missing = !existsSync(BUILT);
const pg = testDrivers().includes("pg");

/**
 * An operator follows the README's PostgreSQL quick start on a fresh database and gets a
 * signed-in admin, and the deployment, with no token, shows no invented match. The commands are
 * read from the README and run as written, in a shell, with two departures a test needs: a free port
 * (PORT=0) on loopback, and no `npm run build` (the test run has built already; building again here
 * would replace the bundle under the other tests). Like a real deployment, nothing of the test
 * runner's environment reaches the server (NODE_ENV is unset: production).
 */
describe.skipIf(!pg || (missing && !buildRequired))("the README's PostgreSQL section, followed on a fresh database", () => {
  let admin: DbHandle;
  let db: DbHandle;
  let url: string;
  const name = `eb_readme_${randomBytes(6).toString("hex")}`;
  let server: ChildProcess | undefined;
  const blocks = readmeCommands();
  const exported: Record<string, string> = {};
  const baseEnv = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root" };
  const shellEnv = (): Record<string, string> => ({ ...baseEnv, ...exported });

  beforeAll(async () => {
    // Fresh as an operator's: not even migrated (the test databases are).
    admin = createDb({ driver: "pg", url: TEST_PG_URL, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const parsed = new URL(TEST_PG_URL);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    db = createDb({ driver: "pg", url, poolSize: 1 });
  });
  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
    await db.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  const countOf = async (query: SQL) => rowsOf<{ n: number }>(await db.db.execute(query))[0]!.n;
  const tables = () => countOf(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`);
  const rows = (table: string) => countOf(sql.raw(`select count(*)::int as n from ${table}`));

  /** `npm run serve` as written, in its own process group (no terminal: it prints no setup link). */
  const serve = (line: string, env: Record<string, string>) =>
    spawn("bash", ["-c", `exec ${line}`], { cwd: ROOT, env: { ...env, PORT: "0", HOST: "127.0.0.1" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });

  it("gives the commands the test runs: the key, the build, the server, then admin:create", () => {
    for (const { file, heading } of SECTIONS) expect(sectionCommands(file, heading), file).toEqual(blocks);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.map((l) => l.replace(/=.*/, "="))).toEqual(["export DATABASE_URL=", "export MFA_ENCRYPTION_KEY=", "npm run build", "npm run serve"]);
    expect(blocks[0]![1]).toBe("export MFA_ENCRYPTION_KEY=$(openssl rand -hex 32)");
    expect(blocks[1]).toEqual(["npm run admin:create -- --email you@example.com"]);
  });

  it("reaches a signed-in admin, and a site that shows no match without a token", async () => {
    const [first, second] = blocks as [string[], string[]];
    for (const line of first) {
      const assignment = /^export (\w+)=(.*)$/.exec(line);
      if (assignment) {
        // The README's database URL is a placeholder for the operator's: here, the fresh test database.
        exported[assignment[1]!] =
          assignment[1] === "DATABASE_URL" ? url : (await run("bash", ["-c", `${line}; printf '%s' "$${assignment[1]}"`], { env: baseEnv })).stdout;
        continue;
      }
      if (line === "npm run build") {
        expect(existsSync(BUILT), "the build the test run made").toBe(true);
        continue;
      }
      expect(line).toBe("npm run serve");
      // Without the key the README says it needs, the server stops before it touches the database.
      const { MFA_ENCRYPTION_KEY: key, ...withoutKey } = shellEnv();
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      const refused = serve(line, withoutKey);
      const refusal = watchOutput(refused);
      const code = await new Promise<number | null>((resolve) => refused.once("close", resolve));
      expect(code).toBe(1);
      expect(refusal.lines.join("\n")).toContain("MFA_ENCRYPTION_KEY is required in production with DATABASE_URL: make one with `openssl rand -hex 32`");
      expect(await tables()).toBe(0);

      server = serve(line, shellEnv());
    }
    const output = watchOutput(server!);
    const base = await listeningUrl(output, 60_000);

    // The second terminal: the same DATABASE_URL, the password typed (here piped) when asked.
    const password = "staple battery horse 7c1d";
    const create = run("bash", ["-c", second[0]!], { cwd: ROOT, env: { ...baseEnv, DATABASE_URL: url }, timeout: 120_000 });
    create.child.stdin!.end(`${password}\n`);
    expect((await create).stdout).toContain("Created admin you@example.com.");

    const admin = new AdminHttp(base);
    await admin.signInAndEnrol("you@example.com", password);
    await expect(admin.query("auth.session")).resolves.toMatchObject({ status: "signed_in", isAdmin: true, mfaEnrolled: true, email: "you@example.com" });
    await expect(admin.query("system.notices")).resolves.toEqual({ esportsProvider: "none", demoHistory: null });

    // No token, no DEMO_DATA: no invented team on the pages, the empty states instead, and nothing stored.
    const demoTeams = Object.values(DEMO_TEAMS).flatMap((teams) => teams.map((t) => t.name));
    for (const page of ["/", "/matches/upcoming", "/results", "/streams", "/tournaments"]) {
      const html = await (await fetch(`${base}${page}`)).text();
      for (const team of demoTeams) expect(html, `${team} on ${page}`).not.toContain(team);
    }
    expect(await (await fetch(`${base}/matches/upcoming`)).text()).toContain("No upcoming matches at the moment. Check back soon!");
    for (const table of ["matches", "tournaments", "teams", "bookmakers", "analytics_events", "ab_tests", "demo_history"])
      expect(await rows(table), table).toBe(0);
    expect(output.lines.join("\n")).toContain('"provider":"none"');
  }, 240_000);
});
