import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/*/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "tests/e2e/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: 1 on the 2-core CI machine. Most test time
    // is spent waiting on PostgreSQL, PGlite and argon2; two files at a time measured 896 s against 1,215 s.
    maxWorkers: 2,
  },
});
