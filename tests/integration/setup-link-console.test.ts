import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "@eb/api/testing";
import { adminInvitations } from "@eb/db/schema";
import { listeningUrl, logLine, watchOutput } from "../support/child-output";
import { buildRequired } from "../support/ci";
import { cliDatabase } from "../support/cli-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILT = path.join(ROOT, "apps/server/dist/main.js");
const missing = !existsSync(BUILT);
const hasScript = existsSync("/usr/bin/script");

type Embedded = Awaited<ReturnType<typeof cliDatabase>>;

/** The compiled server on a fresh embedded database, as `npm start` ends, without the demo's history (not the subject here). */
const serverEnv = (database: Embedded) => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  DATA_DIR: database.env.DATA_DIR!,
  HOST: "127.0.0.1",
  PORT: "0",
  SITE_URL: "http://localhost:3000",
  SYNC_JOBS: "false",
  DEMO_HISTORY: "false",
  LOG_LEVEL: "info",
});

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
}

/** The setup links stored, read once the server has exited (one process per PGlite directory). */
const setupRows = (database: Embedded) =>
  database.inspect().db.select({ tokenHash: adminInvitations.tokenHash, kind: adminInvitations.kind, email: adminInvitations.email }).from(adminInvitations);

/**
 * Issue 23: while no admin exists, the server prints a one-time setup link to its own terminal and
 * nowhere else. A terminal is given by `script` (util-linux), which runs the server on a
 * pseudo-terminal; the server's stdout and stderr are files, as a log collector would have them.
 */
describe.skipIf((missing && !buildRequired) || !hasScript)("the first admin's setup link on the server's console", () => {
  let database: Embedded;
  let child: ChildProcess | undefined;
  beforeEach(async () => void (database = await cliDatabase("pglite")));
  afterEach(async () => {
    if (child) await stop(child);
    await database.cleanup();
  });

  it("is written to the terminal only: never to stdout, stderr or the log, and only its hash is stored", async () => {
    const log = path.join(database.env.DATA_DIR!, "stdout.log");
    const errors = path.join(database.env.DATA_DIR!, "stderr.log");
    child = spawn("script", ["-qfec", `exec node apps/server/dist/main.js >${log} 2>${errors}`, "/dev/null"], {
      cwd: ROOT,
      env: serverEnv(database),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const terminal = watchOutput(child);
    const printed = await terminal.waitFor((line) => line.includes("/auth#setup="), "the setup link", 60_000);
    const token = /http:\/\/localhost:3000\/auth#setup=([A-Za-z0-9_-]{43})/.exec(printed)![1]!;
    expect(terminal.lines.join("\n")).toContain("The link works once, for 60 minutes, and is shown only here (never in the log).");
    // The server runs in script's own session on the pseudo-terminal: stop it, not script, so it shuts down cleanly.
    const { pid } = JSON.parse(readFileSync(log, "utf8").split("\n")[0]!) as { pid: number };
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    process.kill(pid, "SIGTERM");
    await exited;
    const written = readFileSync(log, "utf8") + readFileSync(errors, "utf8");
    expect(written).toContain('"msg":"shut down"');
    expect(written).toContain("a one-time setup link was printed to this server's terminal");
    expect(written).not.toContain(token);
    expect(written).not.toContain("#setup=");
    expect(await setupRows(database)).toEqual([{ tokenHash: sha256Hex(token), kind: "setup", email: null }]);
  }, 90_000);

  it("is not made at all by a server without a terminal, which logs the admin:create command instead", async () => {
    // Its own session: no controlling terminal, as under a container runtime or a service manager.
    child = spawn("node", ["apps/server/dist/main.js"], { cwd: ROOT, env: serverEnv(database), detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const output = watchOutput(child);
    const errors = watchOutput(child, "stderr");
    await listeningUrl(output, 60_000);
    await output.waitFor(logLine(/^no admin account exists yet: create the first one with `node apps\/server\/dist\/admin-create\.js --email/), "the hint");
    await stop(child);
    expect([...output.lines, ...errors.lines].join("\n")).not.toContain("#setup=");
    expect(await setupRows(database)).toEqual([]);
  }, 90_000);
});
