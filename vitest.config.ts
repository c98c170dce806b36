import { existsSync, readdirSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

const INCLUDE = ["apps/*/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts"];
const EXCLUDE = [...configDefaults.exclude, "tests/e2e/**", "**/dist/**"];

/**
 * A test file needs a database (and PostgreSQL) when it uses one of the helpers that make one:
 * the test databases, the test app, the provider and two-instance environments, the CLI databases.
 */
const DATABASE_HELPERS =
  /(@eb\/db\/testing|db\/src\/testing|from "(\.\.?\/)+testing|testing\/test-app|provider-test-env|support\/two-instances|support\/cli-database)"/;
const TEST_ROOTS = ["apps", "packages"].flatMap((top) => readdirSync(top).map((name) => `${top}/${name}/src`)).concat("tests/integration", "tests/support");
export const databaseFiles = TEST_ROOTS.filter((root) => existsSync(root))
  .flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((file) => `${root}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && DATABASE_HELPERS.test(readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Names the run: its workers keep their databases for reuse, dropped when the run ends.
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // Most test time is spent waiting on PostgreSQL, PGlite and argon2, so two files run at once on two cores.
    maxWorkers: 2,
    // No module isolation between files: a worker keeps its migrated databases (and Node's module
    // cache) from one file to the next instead of building them again per file. Tests therefore share
    // nothing but what they reset: each takes its database with createTestDb and closes it.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: INCLUDE, exclude: [...EXCLUDE, ...databaseFiles], pool: "threads" },
      },
      {
        extends: true,
        // Processes, not threads: PGlite, argon2 and the child processes some tests start are at home in a process of their own.
        test: { name: "db", include: databaseFiles, pool: "forks", setupFiles: ["tests/support/vitest-setup.ts"] },
      },
    ],
  },
});
