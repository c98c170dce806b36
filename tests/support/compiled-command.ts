import { existsSync } from "node:fs";
import { buildRequired } from "./ci";

/**
 * How a test starts the server or a command-line tool: compiled (`apps/server/dist/…`, as production
 * runs it) when built, which `npm test` always is; else from its sources through tsx. A start from
 * the sources costs tsx about 8 s of CPU transforming the server's import graph, the compiled
 * bundle well under one. Under CI or `npm test` a missing build fails rather than falling back.
 */
export function serverCommand(compiled: string, source: string): [string, ...string[]] {
  if (existsSync(compiled)) return [process.execPath, compiled];
  if (buildRequired) throw new Error(`${compiled} is missing: run \`npm run build\` first`);
  return ["node_modules/.bin/tsx", source];
}
