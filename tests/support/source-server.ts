import { existsSync } from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { buildRequired } from "./ci";
import { watchOutput, type ChildOutput } from "./child-output";

export type SourceServer = { child: ChildProcess; output: ChildOutput; stop: () => Promise<void> };

const COMPILED = "apps/server/dist/main.js";

/**
 * How a test starts the server or a command-line tool: compiled (`apps/server/dist/…`, as production
 * runs it) when built, which `npm test` always is; else from its sources through tsx. A start from
 * the sources costs tsx about 8 s of CPU transforming the server's import graph, the compiled
 * bundle well under one. Under CI or `npm test` a missing build fails rather than falling back.
 */
export function serverCommand(compiled: string, source: string): [string, ...string[]] {
  if (existsSync(compiled)) return [process.execPath, compiled];
  if (buildRequired) throw new Error(`${compiled} is missing: run \`npm run build\` first`);
  return ["node_modules/.bin/tsx", source];
}

/**
 * The server as a process of its own (compiled when built, see serverCommand), with `env` over the
 * test's environment; its standard output is read line by line from the start (its JSON log), and
 * `stop()` sends SIGTERM and resolves once it has exited.
 */
export function startSourceServer(env: Record<string, string>): SourceServer {
  const [command, ...args] = serverCommand(COMPILED, "apps/server/src/main.ts");
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const output = watchOutput(child);
  return {
    child,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
