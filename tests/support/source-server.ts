import { spawn, type ChildProcess } from "node:child_process";
import { watchOutput, type ChildOutput } from "./child-output";

export type SourceServer = { child: ChildProcess; output: ChildOutput; stop: () => Promise<void> };

/**
 * The server run from its sources (`tsx apps/server/src/main.ts`) as a process of its own, with
 * `env` over the test's environment; its standard output is read line by line from the start
 * (its JSON log), and `stop()` sends SIGTERM and resolves once it has exited.
 */
export function startSourceServer(env: Record<string, string>): SourceServer {
  const child = spawn("node_modules/.bin/tsx", ["apps/server/src/main.ts"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
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
