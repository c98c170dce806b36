import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type BenchServer = { url: string; stop: () => Promise<void> };

/** Starts the real server (built site, demo data) on a loopback port and waits for /healthz. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "eb-bench-"));
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["apps/server/src/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SYNC_JOBS: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
