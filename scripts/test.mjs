// Runs every test: typecheck, lint (ESLint and Prettier), unit/API/server tests (vitest, on PGlite and PostgreSQL), then
// the end-to-end tests in Debian's Chromium. Installs what it needs first.
import { readFileSync, mkdirSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { install, build, run, runOrExit, exists } from "./lib.mjs";

const RESULTS = ".test-results";

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

install();
ensureChromium();
ensurePostgres();
build();
runOrExit("node_modules/.bin/tsc", ["-p", "tsconfig.json"]);
runOrExit("node_modules/.bin/eslint", ["."]);
runOrExit("node_modules/.bin/prettier", ["--check", "."]);

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const unit = run("node_modules/.bin/vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}/vitest.json`]);
const e2e = run("node_modules/.bin/playwright", ["test", "--reporter=list,json"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` } });

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}
const v = count(`${RESULTS}/vitest.json`, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0) }));
const p = count(`${RESULTS}/playwright.json`, (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped }));
const passed = v.passed + p.passed;
const failed = v.failed + p.failed + (unit !== 0 && v.failed === 0 ? 1 : 0) + (e2e !== 0 && p.failed === 0 ? 1 : 0);
console.log(`\nvitest: ${v.passed} passed, ${v.failed} failed; playwright: ${p.passed} passed, ${p.failed} failed`);
console.log(`${passed} passed, ${failed} failed, ${v.skipped + p.skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
