// Runs every test: typecheck, lint (ESLint and Prettier), unit/API/server tests (vitest, on PGlite and PostgreSQL), then
// the end-to-end tests in Debian's Chromium. Installs what it needs first, and ends with the time each step took.
import { readFileSync, mkdirSync, rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { install, build, run, runOrExit, exists } from "./lib.mjs";

const RESULTS = ".test-results";
const steps = [];

/** Runs one step and notes how long it took (printed at the end). */
function step(name, work) {
  const started = performance.now();
  const result = work();
  steps.push([name, (performance.now() - started) / 1000]);
  return result;
}

function ensureChromium() {
  if (exists("/usr/bin/chromium")) return;
  console.log("Installing Chromium from Debian's packages...");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) => runOrExit(asRoot[0] ?? "apt-get", asRoot.length ? ["apt-get", ...args] : args, { env: { DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "chromium"]);
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

step("install", () => {
  install();
  ensureChromium();
  ensurePostgres();
});
step("build", () => build());
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

// The typecheck, ESLint, the boundary check and Prettier are single-threaded and independent: run side by side on the two cores.
const started = performance.now();
const checks = await Promise.all([
  collect("node_modules/.bin/tsc", ["-p", "tsconfig.json"]),
  collect("node_modules/.bin/eslint", ["."]),
  // The boundaries of packages/api/src (.dependency-cruiser.mjs): npm run lint runs it too.
  collect("node_modules/.bin/depcruise", ["packages/api/src", "--config", ".dependency-cruiser.mjs", "--output-type", "err-long"]),
  collect("node_modules/.bin/prettier", ["--check", "."]),
]);
steps.push(["typecheck, eslint, boundaries, prettier", (performance.now() - started) / 1000]);
for (const check of checks) {
  process.stdout.write(`\n$ ${check.command}\n${check.output}`);
  if (check.code !== 0) {
    process.stderr.write(`\n${check.command} failed with exit code ${check.code}\n`);
    process.exit(check.code);
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const seed = shuffleSeed();
console.log(`\nvitest: files and tests in shuffled order, seed ${seed} (TEST_SEED=${seed} npm test repeats this order)\n`);
// The two projects run one after the other, each in a vitest of its own: in one run together the db
// project's files took 2.4x as long (320 s against 135 s, its workers importing every module again per file).
const PROJECTS = ["unit", "db"];
const vitestRuns = PROJECTS.map((project) =>
  step(`vitest ${project}`, () =>
    run(
      "node_modules/.bin/vitest",
      [
        "run",
        `--project=${project}`,
        "--sequence.shuffle",
        `--sequence.seed=${seed}`,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${RESULTS}/vitest-${project}.json`,
      ],
      { env: { EB_REQUIRE_BUILD: "1" } },
    ),
  ),
);
const unit = vitestRuns.some((code) => code !== 0) ? 1 : 0;
const e2e = step("playwright", () =>
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
const p = count(`${RESULTS}/playwright.json`, (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped }));
const passed = v.passed + p.passed;
const failed = v.failed + p.failed + (unit !== 0 && v.failed === 0 ? 1 : 0) + (e2e !== 0 && p.failed === 0 ? 1 : 0);
const total = steps.reduce((sum, [, s]) => sum + s, 0);
console.log(`\nsteps: ${steps.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(", ")}; total ${total.toFixed(0)} s`);
console.log(`vitest (seed ${seed}): ${v.passed} passed, ${v.failed} failed; playwright: ${p.passed} passed, ${p.failed} failed`);
console.log(`${passed} passed, ${failed} failed, ${v.skipped + p.skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
