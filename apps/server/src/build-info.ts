import { readFileSync } from "node:fs";

export type BuildInfo = { version: string; commit: string };

/**
 * What is running: the version and commit the compiled server was built from (apps/server/build.mjs
 * writes them in), or, from source, the root package.json's version and an "unknown" commit.
 */
export function buildInfo(): BuildInfo {
  if (typeof __EB_BUILD__ !== "undefined") return __EB_BUILD__;
  const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version?: string };
  return { version: pkg.version ?? "unknown", commit: "unknown" };
}
