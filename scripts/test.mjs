// Runs every test: typecheck, lint (ESLint, boundaries, Prettier), the docs' link check, unit/API/server
// tests (vitest, on PGlite and PostgreSQL), then the end-to-end tests in Debian's Chromium (its headless
// shell). Installs what it needs first, runs on the pinned Node LTS (scripts/node-lts.mjs; NODE_LTS=26
// for the other line), prints each step against its budget as it ends and the whole table at the end.
//
//   node scripts/test.mjs             the whole suite (npm test)
//   node scripts/test.mjs --runtime   the runtime proof for a second Node line (.ci/run runs it on 26):
//                                     install and build on it, the unit project, and the database files
//                                     that exercise argon2, PGlite and the compiled server
import { readFileSync, mkdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { spawn, spawnSync } from "node:child_process";
import { install, run, runOrExit, exists, PNPM, BUILD_ARGS } from "./lib.mjs";
import { runOnLts } from "./node-lts.mjs";

runOnLts(import.meta.url);

const RESULTS = ".test-results";
const RUNTIME_ONLY = process.argv.includes("--runtime");

/**
 * Seconds each step may take on a quiet 2-core machine of the kind these run on (docs/testing.md says
 * how they were measured). A step over its budget is reported, not failed: the next change that
 * pushes one over sees it here and in CI's log.
 */
const BUDGET = {
  install: 20,
  build: 15,
  checks: 50,
  "vitest unit": 15,
  "vitest db": 200,
  playwright: 290,
};
/** The database files the runtime proof runs on a second Node line (both drivers each). */
const RUNTIME_DB_FILES = [
  // A fresh production install under this Node: argon2 installed and loaded, the compiled server
  // migrating and serving on PGlite and PostgreSQL, the compiled CLIs hashing a password.
  "tests/integration/production-install.test.ts",
  // argon2 at the production (OWASP) parameters and at the tests' cost, through sign-in.
  "packages/api/src/identity/sign-in/sign-in.test.ts",
  // PGlite's WASM: the client, its notifications (LISTEN/NOTIFY) and the migrations.
  "packages/db/src/client.test.ts",
  "packages/db/src/notifications.test.ts",
  // The first start of the compiled server on an empty embedded database: its one-time admin link.
  "tests/integration/setup-link-console.test.ts",
];

const steps = [];
const runStarted = performance.now();

/**
 * A phase of steps that run side by side: its wall time is what the run spends on them (the total
 * below adds phases, not the steps inside them).
 */
const phases = [];
function phase(name, seconds, members, cores) {
  phases.push({ name, seconds, members });
  const busy = cores === null ? "" : `, ${cores.toFixed(1)} of ${availableParallelism()} cores busy`;
  console.log(`\n[${name}] ${seconds.toFixed(0)} s together (budget ${members.reduce((sum, m) => sum + (BUDGET[m] ?? 0), 0)} s)${busy}\n`);
}

/**
 * The machine's busy and total CPU time so far (/proc/stat's first line, in clock ticks), or null off
 * Linux. A step's share of it says how many cores it kept busy: a step far below all of them has room
 * for another beside it; one at all of them can only get faster by doing less.
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}
const coresUsed = (from, to) => (from && to && to.total > from.total ? ((to.busy - from.busy) / (to.total - from.total)) * availableParallelism() : null);

function report(name, seconds, cores) {
  steps.push([name, seconds]);
  const budget = BUDGET[name];
  const over = budget !== undefined && seconds > budget;
  const busy = cores === null ? "" : `, ${cores.toFixed(1)} of ${availableParallelism()} cores busy`;
  const line = `[${name}] ${seconds.toFixed(0)} s${budget === undefined ? "" : ` (budget ${budget} s)`}${busy}`;
  if (over) console.warn(`\n${line}: OVER BUDGET by ${(seconds - budget).toFixed(0)} s (see docs/testing.md)\n`);
  else console.log(`\n${line}\n`);
}

/** Runs one step and reports how long it took against its budget. */
async function step(name, work) {
  const started = performance.now();
  const ticks = cpuTicks();
  const result = await work();
  report(name, (performance.now() - started) / 1000, coresUsed(ticks, cpuTicks()));
  return result;
}

/** Installs a Debian package when `command` is missing (the machines have no Chromium or Java by default). */
function ensureDebian(command, pkg, probe = () => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0) {
  if (probe()) return;
  console.log(`Installing ${pkg} from Debian's packages (for ${command})...`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) => runOrExit(asRoot[0] ?? "apt-get", asRoot.length ? ["apt-get", ...args] : args, { env: { DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", pkg]);
}

function ensurePostgres() {
  const ready = () => spawnSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432"], { stdio: "ignore" }).status === 0;
  if (ready()) return;
  // The machines run PostgreSQL 15 as a Debian cluster; start it if it is down.
  spawnSync("bash", ["-c", "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"], { stdio: "inherit" });
  if (!ready()) {
    console.error("PostgreSQL is not reachable at 127.0.0.1:5432 (database tests need it; set TEST_DRIVERS=pglite to skip it).");
    if ((process.env.TEST_DRIVERS ?? "pglite,pg").includes("pg")) process.exit(1);
  }
}

/**
 * vitest runs its files and tests in a shuffled order, so a test that leans on another's leftovers
 * fails. The seed is TEST_SEED when given, else derived from the commit, so a failure in CI is
 * reproduced by the same command on the same commit (or with TEST_SEED=<seed>).
 */
function shuffleSeed() {
  if (process.env.TEST_SEED) return Number(process.env.TEST_SEED);
  const head = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });
  if (head.status === 0) return parseInt(head.stdout.trim().slice(0, 7), 16);
  return Math.floor(Math.random() * 2 ** 28);
}

/** Runs a command with its output kept, to be printed whole once it ends (so parallel checks do not interleave). */
function collect(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ command: [cmd, ...args].join(" "), code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

console.log(`Node ${process.version} (${process.execPath})${RUNTIME_ONLY ? ": runtime proof" : ""}`);
// A run on a busy machine stretches every step: the load before it starts says whether it was quiet.
console.log(
  `Load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} on ${availableParallelism()} cores`,
);

await step("install", () => {
  install();
  if (!RUNTIME_ONLY) {
    // Playwright drives Chromium's headless shell (playwright.config.ts says why).
    ensureDebian("chromium-headless-shell", "chromium-headless-shell", () => exists("/usr/bin/chromium-headless-shell"));
    // The HTML checker (vnu.jar) runs on Java.
    ensureDebian("java", "default-jre-headless");
  }
  ensurePostgres();
});
/** Runs a command with its output passed through, resolving with its exit code (the event loop stays free for the checks beside it). */
function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...(opts.env ?? {}) } });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Waits for a step's command and stops the run if it failed. */
async function orExit(commandLine, code) {
  if (code !== 0) {
    process.stderr.write(`\n${commandLine} failed with exit code ${code}\n`);
    process.exit(code);
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const seed = shuffleSeed();
console.log(`\nvitest: files and tests in shuffled order, seed ${seed} (TEST_SEED=${seed} npm test repeats this order)\n`);

/** vitest on one project, its results in .test-results/vitest-<project>.json. */
const vitest = (project, files = []) =>
  runAsync(
    "node_modules/.bin/vitest",
    [
      "run",
      `--project=${project}`,
      "--sequence.shuffle",
      `--sequence.seed=${seed}`,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${RESULTS}/vitest-${project}.json`,
      ...files,
    ],
    { env: { EB_REQUIRE_BUILD: "1" } },
  );

// The checks are single-threaded and independent; type-aware ESLint alone takes most of their time on
// one core. Beside them, on the other core, the build and then the unit project (neither reads what the
// checks read, nor the other way round): one phase instead of three in a row.
const phaseStarted = performance.now();
const phaseTicks = cpuTicks();
const buildThenUnit = (async () => {
  await orExit("build", await step("build", () => runAsync(PNPM[0], [...PNPM.slice(1), ...BUILD_ARGS])));
  return step("vitest unit", () => vitest("unit"));
})();
const checks = RUNTIME_ONLY
  ? []
  : await step("checks", () =>
      Promise.all([
        // TypeScript 7, the native compiler (typescript-native; ESLint's typed rules keep TypeScript 5's API),
        // on one thread: beside ESLint on two cores its parallel checkers only add CPU (15 CPU-s against 29).
        collect(process.execPath, ["node_modules/typescript-native/bin/tsc", "-p", "tsconfig.json", "--singleThreaded"]),
        // Fresh every time (no --cache): a type-aware lint result can change when another file's types do.
        collect("node_modules/.bin/eslint", ["."]),
        // The boundaries of packages/api/src (.dependency-cruiser.mjs): npm run lint runs it too.
        collect("node_modules/.bin/depcruise", ["apps", "packages", "tests", "scripts", "--config", ".dependency-cruiser.mjs", "--output-type", "err-long"]),
        // Exports nobody imports (knip): an index.ts is a designed surface, not every name.
        collect("node_modules/.bin/knip", ["--include", "exports,types,duplicates"]),
        collect("node_modules/.bin/prettier", ["--check", "."]),
        // Relative links and #anchors in README.md, CONTRIBUTING.md, CHANGELOG.md and docs/.
        collect(process.execPath, ["scripts/check-doc-links.mjs"]),
      ]),
    );
const unitCode = await buildThenUnit;
phase(
  "checks | build, vitest unit",
  (performance.now() - phaseStarted) / 1000,
  RUNTIME_ONLY ? ["build", "vitest unit"] : ["checks", "build", "vitest unit"],
  coresUsed(phaseTicks, cpuTicks()),
);
for (const check of checks) {
  process.stdout.write(`\n$ ${check.command}\n${check.output}`);
  if (check.code !== 0) {
    process.stderr.write(`\n${check.command} failed with exit code ${check.code}\n`);
    process.exit(check.code);
  }
}

const dbCode = await step("vitest db", () => vitest("db", RUNTIME_ONLY ? RUNTIME_DB_FILES : []));
const PROJECTS = ["unit", "db"];
const unit = unitCode !== 0 || dbCode !== 0 ? 1 : 0;
const e2e = RUNTIME_ONLY
  ? 0
  : await step("playwright", () =>
      run("node_modules/.bin/playwright", ["test", "--reporter=list,json"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` } }),
    );

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}
const v = PROJECTS.map((project) =>
  count(`${RESULTS}/vitest-${project}.json`, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + (j.numTodoTests ?? 0),
  })),
).reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }));
const p = RUNTIME_ONLY
  ? { passed: 0, failed: 0, skipped: 0 }
  : count(`${RESULTS}/playwright.json`, (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped }));
const passed = v.passed + p.passed;
const failed = v.failed + p.failed + (unit !== 0 && v.failed === 0 ? 1 : 0) + (e2e !== 0 && p.failed === 0 ? 1 : 0);
// Wall time of the run (the steps inside a phase overlap), against the budgets' sum.
const total = (performance.now() - runStarted) / 1000;
const budgeted = steps.reduce((sum, [name]) => sum + (BUDGET[name] ?? 0), 0);
const inPhase = new Set(phases.flatMap((p) => p.members));
console.log(`\nNode ${process.version}${RUNTIME_ONLY ? " (runtime proof)" : ""}, step / seconds / budget:`);
const line = (name, s, budget) =>
  `  ${name.padEnd(36)} ${s.toFixed(0).padStart(5)} ${String(budget ?? "").padStart(6)}${s > (budget ?? Infinity) ? "  over" : ""}`;
for (const [name, s] of steps) console.log(line(inPhase.has(name) ? `  ${name}` : name, s, BUDGET[name]));
for (const p of phases)
  console.log(
    line(
      `${p.name} (wall)`,
      p.seconds,
      p.members.reduce((sum, m) => sum + (BUDGET[m] ?? 0), 0),
    ),
  );
console.log(line("total (wall)", total, budgeted));
console.log(`vitest (seed ${seed}): ${v.passed} passed, ${v.failed} failed${RUNTIME_ONLY ? "" : `; playwright: ${p.passed} passed, ${p.failed} failed`}`);
console.log(`${passed} passed, ${failed} failed, ${v.skipped + p.skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
