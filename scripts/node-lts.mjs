// The Node.js the project runs on, whatever Node the machine has. `npm start`, `npm test` and
// `.ci/run` call `runOnLts()` first: it installs the pinned LTS from the npm registry into
// .tools/node-<version> (git-ignored, once: about 7 s), puts its bin folder first on PATH and runs
// the same script again with it. The npm registry's node-<platform>-<arch> packages hold the
// official binary and its C headers (what the `node` package's install script fetches), so
// nothing but the registry npm already uses is needed. Plain Node ≥ 18, no dependencies.
//
//   NODE_LTS=24 (default) or NODE_LTS=26   which line to run on
//   NODE_LTS=system                         the machine's own Node, as it is (no download)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The supported lines and the exact release of each that runs here: 24 is production's. */
export const LTS = { 24: "24.21.0", 26: "26.10.0" };
export const DEFAULT_LTS = "24";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TOOLS = path.join(ROOT, ".tools");

/** The release NODE_LTS asks for, or null for the machine's own Node. */
export function wantedVersion(line = process.env.NODE_LTS || DEFAULT_LTS) {
  if (line === "system") return null;
  const version = LTS[line];
  if (!version) {
    console.error(`NODE_LTS=${line} is not a supported line: use ${Object.keys(LTS).join(", ")} or system.`);
    process.exit(2);
  }
  return version;
}

/** The registry package with the binary for this machine (the naming the `node` package's installer uses). */
function binaryPackage(version) {
  const platform = process.platform === "win32" ? "win" : process.platform;
  const prefix = process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node";
  return { name: `${prefix}-${platform}-${process.arch}`, version };
}

/** Where a release lives once installed: its bin folder (for PATH) and its root (headers, for node-gyp). */
export function ltsPaths(version) {
  const pkg = binaryPackage(version);
  const home = path.join(TOOLS, `node-${version}`);
  const root = path.join(home, "node_modules", pkg.name);
  return { home, root, bin: path.join(root, "bin"), node: path.join(root, "bin", process.platform === "win32" ? "node.exe" : "node") };
}

/** Installs the release into .tools unless it is there; a half-finished install is never left under the final name. */
export function installLts(version) {
  const paths = ltsPaths(version);
  if (existsSync(paths.node)) return paths;
  const pkg = binaryPackage(version);
  const staging = `${paths.home}.partial-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  console.log(`Installing Node ${version} from the npm registry (${pkg.name}) into ${path.relative(ROOT, paths.home)}...`);
  const npm = spawnSync(
    "npm",
    ["install", "--prefix", staging, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", `${pkg.name}@${pkg.version}`],
    { stdio: "inherit", shell: process.platform === "win32" },
  );
  const staged = path.join(staging, "node_modules", pkg.name, "bin", path.basename(paths.node));
  if (npm.status !== 0 || !existsSync(staged)) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`Could not install ${pkg.name}@${pkg.version} from the npm registry (npm exited ${npm.status}).`);
    process.exit(1);
  }
  try {
    renameSync(staging, paths.home);
  } catch (error) {
    // Another run installed it at the same time: keep theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(paths.node)) throw error;
  }
  return paths;
}

/**
 * The environment a child runs in on this release: its bin first on PATH (so `node`, and the npm,
 * npx and pnpm that start through `#!/usr/bin/env node`, run on it) and node-gyp pointed at its
 * headers (argon2 compiles against the Node that installs it, never the machine's /usr headers).
 */
export function ltsEnv(paths, env = process.env) {
  return { ...env, PATH: `${paths.bin}${path.delimiter}${env.PATH ?? ""}`, npm_config_nodedir: paths.root };
}

/**
 * Runs the calling script again on the wanted release unless this process already is that release.
 * Returns only when no switch is needed; otherwise exits with the child's exit code.
 */
export function runOnLts(scriptUrl, line = process.env.NODE_LTS || DEFAULT_LTS) {
  const version = wantedVersion(line);
  if (version === null || process.versions.node === version) return;
  const paths = installLts(version);
  const child = spawnSync(paths.node, [...process.execArgv, fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...ltsEnv(paths), NODE_LTS: line },
  });
  if (child.error) throw child.error;
  process.exit(child.status ?? 1);
}

// `node scripts/node-lts.mjs [24|26]` installs a line and prints its bin folder (for PATH) and version.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const version = wantedVersion(process.argv[2]);
  if (version === null) process.exit(0);
  const paths = installLts(version);
  console.log(paths.bin);
}
