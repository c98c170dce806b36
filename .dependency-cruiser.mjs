// @ts-check
// The boundaries of packages/api/src, checked by `npm run lint` (depcruise, beside ESLint).
// Layers: platform -> jobs -> domains -> the root files (routers, background jobs) -> apps.
// A top-level folder's public surface is its index.ts; everything else in it is internal.
// `npm run import-graph` counts the same things (scripts/import-graph.mjs).

const API = "^packages/api/src/";
/** Tests and their fixtures may set up state through any file; production code may not import them. */
const TEST_CODE = ["\\.test\\.tsx?$", "/test-support\\.ts$", `${API}testing/`];
/**
 * Command-line entry points: nothing imports them, so one may use a root file (the sync CLI runs
 * the daily cleanup) without closing a cycle.
 */
const CLI_ENTRIES = `${API}(?!platform/)[^/]+/(cli\\.ts$|cli/)`;

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-internals-of-another-folder",
      comment: "Another folder of packages/api/src is reached only through its index.ts. Export what you need there.",
      severity: "error",
      from: { path: `${API}([^/]+)/`, pathNot: TEST_CODE },
      to: { path: `${API}[^/]+/`, pathNot: [`${API}$1/`, `${API}[^/]+/index\\.ts$`] },
    },
    {
      name: "no-internals-from-the-root",
      comment: "The root files (index, routers, background jobs) take each folder through its index.ts too.",
      severity: "error",
      from: { path: `${API}[^/]+\\.ts$`, pathNot: TEST_CODE },
      to: { path: `${API}[^/]+/`, pathNot: `${API}[^/]+/index\\.ts$` },
    },
    {
      name: "folders-never-import-the-root",
      comment:
        "The root files list every domain; a folder that imported one would close a cycle, even for a type (the admin " +
        "API's inferred types are admin-types.ts, a root file the admin app imports and no folder does).",
      severity: "error",
      from: { path: `${API}[^/]+/`, pathNot: [...TEST_CODE, CLI_ENTRIES] },
      to: { path: `${API}[^/]+\\.ts$` },
    },
    {
      name: "platform-imports-no-domain",
      comment: "The platform is what every domain builds on: it may use the browser-safe contracts and shared helpers, nothing else of the API.",
      severity: "error",
      from: { path: `${API}platform/`, pathNot: TEST_CODE },
      to: { path: API, pathNot: `${API}(platform|contracts|shared)/` },
    },
    {
      name: "jobs-import-no-domain",
      comment: "jobs/ runs what domains hand it (background-jobs.ts, daily-cleanup.ts); it imports only the platform.",
      severity: "error",
      from: { path: `${API}jobs/`, pathNot: TEST_CODE },
      to: { path: API, pathNot: `${API}(jobs|platform)/` },
    },
    {
      name: "production-never-imports-tests",
      severity: "error",
      from: { path: API, pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "no-file-cycle",
      comment:
        "No file imports itself back through a chain of imports, type-only imports included, anywhere in the workspace " +
        "(apps, packages, tests, scripts). A cycle means the two ends belong together or a piece of one belongs lower: " +
        "move the shared part into a file both import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-cycle-between-folders",
      comment:
        "Two top-level folders of packages/api/src never depend on each other, directly or around a ring. With every " +
        "cross-folder import going to an index.ts, the folder graph below is the domain graph.",
      severity: "error",
      scope: "folder",
      from: { path: `${API}[^/]+$` },
      to: { path: `${API}[^/]+$`, circular: true },
    },
  ],
  options: {
    // Type-only imports count: a type taken from another folder's internals couples the two as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Test code is listed but not followed: its imports are free (fixtures set up state through
    // internals) and must not make folder cycles; an import of it from production code still shows.
    doNotFollow: { path: ["node_modules", ...TEST_CODE] },
    exclude: { path: ["node_modules", "\\.d\\.ts$", "(^|/)dist/", "(^|/)\\.data[^/]*/"] },
    // Folder metrics are what the folder-scope rule runs on.
    metrics: true,
  },
};
