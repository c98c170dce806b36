import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { watchOutput, type ChildOutput } from "../../support/child-output";
import { serveNodeFlags } from "../../support/serve-command";

/** The compiled server, as a deployment runs it (`node scripts/build.mjs` makes it). */
export const BUILT_SERVER = "apps/server/dist/main.js";

export type CompiledServer = {
  url: string;
  /** The server process's own pid (node itself, no wrapper), for /proc/<pid>/status. */
  pid: number;
  /** Its log lines (pino JSON) from the start. */
  output: ChildOutput;
  /** SIGTERM, then waits for the exit: the graceful shutdown writes everything the batch writers hold. */
  stop: () => Promise<void>;
};

/**
 * Starts apps/server/dist/main.js on a loopback port with the given environment (DATABASE_URL,
 * MFA_ENCRYPTION_KEY...; NODE_ENV unset is production) and resolves once it listens. Only PATH and
 * HOME of the runner's environment reach it, so nothing of the bench's own settings leaks in. It
 * runs with production's Node flags (`npm run serve`), then `nodeArgs`, then BENCH_SERVER_NODE_ARGS
 * (a later V8 flag wins: `--max-semi-space-size=0` measures V8's own young-generation sizing).
 */
export async function startCompiledServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<CompiledServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run node scripts/build.mjs first`);
  const child = spawn(process.execPath, [...serveNodeFlags(), ...nodeArgs, ...benchServerNodeArgs(), BUILT_SERVER], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const output = watchOutput(child);
  await output.waitFor((line) => line.includes('"Server listening at'), "its listening line", 120_000);
  let stopping: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output,
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      })()),
  };
}

/** BENCH_SERVER_NODE_ARGS: Node flags a benchmark run adds to the server's (--trace-gc, a V8 heap setting to compare). */
export const benchServerNodeArgs = () => process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
