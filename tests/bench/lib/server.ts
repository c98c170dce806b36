import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { watchOutput } from "../../support/child-output";
import { serveNodeFlags } from "../../support/serve-command";
import { benchServerNodeArgs } from "./compiled-server";

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the site (built front end, demo data) in a child process on a loopback port; resolves when
 * it prints "ready". Node runs it with production's flags (`npm run serve`: V8's heap sizing) and
 * BENCH_SERVER_NODE_ARGS after them; tsx is loaded as a hook of that node.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "eb-bench-"));
  const child = spawn(process.execPath, [...serveNodeFlags(), ...benchServerNodeArgs(), "--import", "tsx", "tests/bench/lib/site-server.ts"], {
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SYNC_JOBS: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Migrating and seeding PGlite takes 90 s when the two cores are shared with other jobs (load 15).
  await watchOutput(child).waitFor((line) => line === "ready", '"ready"', 180_000);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** BENCH_PORT moves a benchmark's site server off its default port, so a run can share the machine with e2e servers. */
export const benchPort = (fallback: number) => Number(process.env.BENCH_PORT ?? fallback);
