import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/*/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "tests/e2e/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
