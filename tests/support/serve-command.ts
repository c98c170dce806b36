import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags production serves with, read from `npm run serve` in package.json: that script is
 * the one place they are written (scripts/start.mjs runs it, the Dockerfile's CMD is held to it by
 * serve-command.test.ts), so a benchmark or the production-install test starts the server as a
 * deployment does, V8's heap sizing included.
 */
export function serveNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: { serve: string } };
  const [node, ...rest] = pkg.scripts.serve.split(" ");
  const script = rest.pop();
  if (node !== "node" || script !== "apps/server/dist/main.js")
    throw new Error(`npm run serve is no longer "node <flags> apps/server/dist/main.js": ${pkg.scripts.serve}`);
  return rest;
}
