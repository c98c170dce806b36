// Shared helpers for the root scripts. They run with plain Node (no dependencies installed yet).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const PNPM = ["npx", "--yes", "pnpm@10.34.9"];

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function runOrExit(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    process.stderr.write(`\n${[cmd, ...args].join(" ")} failed with exit code ${code}\n`);
    process.exit(code);
  }
}

export const pnpm = (args, opts) => runOrExit(PNPM[0], [...PNPM.slice(1), ...args], opts);

/** Installs the workspace's packages (fast when nothing changed). */
export function install() {
  pnpm(["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"]);
}

/**
 * Builds the two front ends (each precompresses its assets), then the server: @eb/server lists them
 * as devDependencies, so pnpm's topological order builds them first, and its bundle in
 * apps/server/dist copies their output.
 */
export function build() {
  pnpm(BUILD_ARGS);
}

/** pnpm's arguments for the build (the front ends, then the server, in pnpm's topological order). */
export const BUILD_ARGS = ["-r", "--filter", "./apps/*", "run", "build"];

export const exists = (p) => existsSync(p);
