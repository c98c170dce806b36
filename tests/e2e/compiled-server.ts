import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { listeningUrl, watchOutput } from "../support/child-output";

/**
 * The compiled server (`apps/server/dist`, built by `npm run build`) as the e2e specs run it: one
 * process on one embedded data directory, started and stopped as production starts and stops it.
 */
const SERVER = "apps/server/dist/main.js";

export type RunningServer = { child: ChildProcess; lines: string[] };

/**
 * Starts it with `env` (on top of this process's), resolving once it listens. `logFile`, when
 * given, receives its log (appended) for a look after a failure.
 */
export async function startCompiledServer(env: NodeJS.ProcessEnv, logFile?: string): Promise<RunningServer> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    child.stdout.pipe(createWriteStream(logFile, { flags: "a" }));
  }
  const output = watchOutput(child);
  try {
    await listeningUrl(output, 60_000);
    return { child, lines: output.lines };
  } catch (err) {
    await stopCompiledServer(child);
    throw new Error(`the e2e server (DATA_DIR=${env.DATA_DIR}) did not start: ${(err as Error).message}`, { cause: err });
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then the exit: the port and the data directory are free when this resolves. */
export async function stopCompiledServer(child: ChildProcess | undefined): Promise<number | null> {
  if (!child || !running(child)) return child?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}
