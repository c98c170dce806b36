// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { timeUnits } from "./scripts/eslint/time-units.js";

/** What browser code (the two front ends, the UI kit, the browser-safe API entries) may never import. */
const SERVER_ONLY = [
  // @eb/db/games (the list of games) is plain data and allowed.
  { regex: "^@eb/db(/(client|schema|seed|testing|notifications))?$", message: "Front ends never import database code; ask the API." },
  { group: ["@eb/config"], message: "Server configuration is read on the server only." },
  { group: ["@eb/api/jobs", "@eb/api/testing", "@eb/api/src/*", "@eb/server", "@eb/server/*"], message: "Server code stays on the server." },
  {
    group: ["fastify", "fastify-*", "@fastify/*", "pg", "argon2", "otplib", "qrcode", "pino", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "isbot"],
    message: "Server-only library.",
  },
  { group: ["node:*"], message: "Node built-ins do not exist in the browser." },
  { group: ["**/apps/server/**", "**/packages/db/**", "**/packages/api/src/**", "**/packages/config/**"], message: "Import packages by name, never by path." },
];

/** `@eb/api` itself is the server's: browser code takes only its types (router types). */
const API_TYPES_ONLY = {
  name: "@eb/api",
  allowTypeImports: true,
  message: "Only types from @eb/api; values come from @eb/api/shared, @eb/api/seo or @eb/api/contracts.",
};
/** The admin API's inferred types, beside the router (packages/api/src/admin-types.ts): types only. */
const ADMIN_TYPES_ONLY = { ...API_TYPES_ONLY, name: "@eb/api/admin-types", message: "@eb/api/admin-types is types only: import type { ... }." };

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.data*/**",
      ".test-results/**",
      "test-results/**",
      "playwright-report/**",
      ".bench/**",
      "packages/db/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      // Configuration is read and validated in exactly one module per process (packages/config).
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through @eb/config (loadConfig), not process.env." },
      ],
    },
  },
  {
    // Type-checked rules, on the TypeScript the workspace's one tsconfig.json covers (every .ts/.tsx file).
    // The .js/.mjs build and config scripts stay outside it and are linted without types.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unnecessary-condition": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  {
    files: ["apps/public/src/**/*.{ts,tsx}", "apps/admin/src/**/*.{ts,tsx}", "packages/ui/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [API_TYPES_ONLY, ADMIN_TYPES_ONLY], patterns: SERVER_ONLY }],
    },
  },
  {
    // The browser-safe entries of the API package: shared helpers, SEO builders, admin contracts.
    files: ["packages/api/src/shared/**/*.ts", "packages/api/src/seo/json-ld.ts", "packages/api/src/seo/index.ts", "packages/api/src/contracts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [...SERVER_ONLY, { regex: "^\\.\\./(?!(shared|contracts)(/|$))", message: "Browser-safe entries import only each other." }] },
      ],
    },
  },
  {
    // The server and the packages import the test-only entries never; only tests do.
    files: ["apps/server/src/**/*.ts", "packages/*/src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/testing/**", "**/test-support.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@eb/api/testing", "@eb/db/testing", "**/testing", "**/testing/*"], message: "Test-only code: production never imports it." }] },
      ],
    },
  },
  {
    // The tests package (@eb/tests) reaches the code under test by package name, like the apps do.
    files: ["tests/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/packages/*/src/**", "**/apps/*/src/**"], message: "Import the workspace's packages by name (@eb/api/testing for test helpers)." },
          ],
        },
      ],
    },
  },
  {
    // Tests navigate parsed JSON (JSON-LD, API bodies) freely.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Durations in the units (SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS: shared/time.ts, through "../platform" on the
    // server and @eb/api/shared in the front ends), not 60_000 or 24 * 60 * 60 * 1000. Production code of the API
    // and the apps; tests, and @eb/db and @eb/config below the API (they cannot import it), are outside it.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/api/src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/testing/**", "**/test-support.ts", "packages/api/src/shared/time.ts"],
    plugins: { local: { rules: { "time-units": timeUnits } } },
    rules: { "local/time-units": "error" },
  },
  {
    // Server code logs with pino; only the command-line tools print.
    files: ["apps/server/src/**/*.ts", "packages/api/src/**/*.ts", "packages/db/src/**/*.ts"],
    ignores: ["**/cli/**", "**/cli.ts", "**/*.test.ts"],
    rules: { "no-console": "error" },
  },
  {
    // The config loaders: the server's and CLIs' (packages/config), the test database and the test and build tooling.
    files: ["packages/config/src/**/*.ts", "packages/db/src/testing/**", "tests/**/*.ts", "scripts/**", "apps/server/build.mjs", "*.config.ts", "*.config.js"],
    rules: { "no-restricted-properties": "off" },
  },
);
