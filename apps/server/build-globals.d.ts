/**
 * Facts esbuild writes into the compiled server (apps/server/build.mjs, `define`). The global does
 * not exist when the code runs from source (tsx, vitest): test it only with
 * `typeof __EB_BUILD__ === "undefined"`, since naming an undeclared global throws.
 */
declare const __EB_BUILD__: {
  /** The root package.json's version. */
  version: string;
  /** The commit built: COMMIT_SHA / SOURCE_COMMIT at build time, else `git rev-parse HEAD`, else "unknown". */
  commit: string;
};
