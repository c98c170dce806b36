import { spawn, type ChildProcess } from "node:child_process";
import { serverCommand } from "./compiled-command";
import { watchOutput, type ChildOutput } from "./child-output";

export type SourceServer = { child: ChildProcess; output: ChildOutput; stop: () => Promise<void> };

const COMPILED = "apps/server/dist/main.js";

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
