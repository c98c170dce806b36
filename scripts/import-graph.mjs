// Measures the import graph of packages/api/src: imports from one folder into another folder's
// internals, and cycles between folders; and, over the whole workspace (apps, packages, tests,
// scripts), file-level cycles. `npm run import-graph` prints the figures; add --list for every
// offending import and every file in a cycle, --folders for what each folder imports. The lint step
// (.dependency-cruiser.mjs) enforces the same boundaries; this script only counts, so a reader can
// compare two commits.
//
// Definitions (the same as the lint rules'):
// - A folder is a top-level folder of packages/api/src (platform, jobs, identity, analytics, ...).
//   The files directly in packages/api/src (index.ts and the root routers) are the routers layer,
//   not a folder.
// - A folder's public surface is its index.ts; every other file of it is internal.
// - Production code is everything but tests (*.test.ts), test-support.ts files and testing/.
//   Tests may set up their fixtures through any file; production code may not.
// - Imports include type-only imports and re-exports: a type reached through another folder's
//   internals couples the two as much as a value does.
import { cruise } from "dependency-cruiser";

const ROOT = "packages/api/src";
const list = process.argv.includes("--list");
const showFolders = process.argv.includes("--folders");

const isTestCode = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)test-support\.ts$/.test(path) || path.startsWith(`${ROOT}/testing/`);
/** The top-level folder of a file of packages/api/src, or null for the root files and anything outside. */
function folderOf(path) {
  if (!path.startsWith(`${ROOT}/`)) return null;
  const rest = path.slice(ROOT.length + 1);
  const slash = rest.indexOf("/");
  return slash === -1 ? null : rest.slice(0, slash);
}
const isPublicSurface = (path) => /^[^/]+\/index\.ts$/.test(path.slice(ROOT.length + 1));

const WORKSPACE = ["apps", "packages", "tests", "scripts"];
const result = await cruise(WORKSPACE, {
  tsPreCompilationDeps: true,
  tsConfig: { fileName: "tsconfig.json" },
  doNotFollow: { path: "node_modules" },
  exclude: { path: ["node_modules", "\\.d\\.ts$", "(^|/)dist/", "(^|/)\\.data[^/]*/"] },
});
const modules = result.output.modules.filter((m) => m.source.startsWith(`${ROOT}/`) && !isTestCode(m.source));

/** Production imports into another folder's internals (from a folder or from the root files). */
const intoInternals = [];
/** Folder → folders it imports (production code), for the cycle search. */
const graph = new Map();
for (const m of modules) {
  const from = folderOf(m.source);
  if (from !== null && !graph.has(from)) graph.set(from, new Set());
  for (const d of m.dependencies) {
    const to = folderOf(d.resolved);
    if (to === null || to === from) continue;
    if (!isPublicSurface(d.resolved)) intoInternals.push({ from: m.source, to: d.resolved, typeOnly: d.dependencyTypes.includes("type-only") });
    if (from !== null) {
      graph.get(from).add(to);
      if (!graph.has(to)) graph.set(to, new Set());
    }
  }
}

/** Strongly connected components with more than one folder (Tarjan): each is one knot of cycles. */
function knots(g) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

const byTarget = new Map();
for (const i of intoInternals) {
  const to = folderOf(i.to);
  byTarget.set(to, (byTarget.get(to) ?? 0) + 1);
}
const cycles = knots(graph);

console.log(`packages/api/src: ${modules.length} production files in ${graph.size} folders`);
console.log(
  `imports into another folder's internals: ${intoInternals.length} (${intoInternals.filter((i) => i.typeOnly).length} type-only), from ${new Set(intoInternals.map((i) => i.from)).size} files, into ${new Set(intoInternals.map((i) => i.to)).size} files`,
);
const fromRoot = intoInternals.filter((i) => folderOf(i.from) === null).length;
if (intoInternals.length > 0) console.log(`  from folders ${intoInternals.length - fromRoot}, from the root files ${fromRoot}`);
if (byTarget.size > 0) {
  console.log(
    `  by folder imported: ${[...byTarget]
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f} ${n}`)
      .join(", ")}`,
  );
}
console.log(`folder cycles: ${cycles.length === 0 ? "none" : cycles.map((c) => `${c.length} folders (${c.join(", ")})`).join("; ")}`);

// File-level cycles over the whole workspace, type-only imports included (the lint rule no-file-cycle).
const fileGraph = new Map();
for (const m of result.output.modules) {
  if (m.coreModule || m.couldNotResolve || m.source.includes("node_modules/")) continue;
  fileGraph.set(
    m.source,
    new Set(m.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes("node_modules/")).map((d) => d.resolved)),
  );
}
for (const deps of fileGraph.values()) for (const d of deps) if (!fileGraph.has(d)) fileGraph.set(d, new Set());
const fileCycles = [...knots(fileGraph), ...[...fileGraph].filter(([f, deps]) => deps.has(f)).map(([f]) => [f])];
const inFileCycles = fileCycles.reduce((n, c) => n + c.length, 0);
console.log(
  `workspace: ${fileGraph.size} files; file-level cycles (type imports counted): ${fileCycles.length === 0 ? "none" : `${fileCycles.length}, ${inFileCycles} files in them`}`,
);
if (list) for (const c of fileCycles) console.log(`  cycle of ${c.length}: ${c.join(", ")}`);
if (showFolders) for (const [f, deps] of [...graph].sort()) console.log(`  ${f} -> ${[...deps].sort().join(", ") || "(nothing)"}`);
if (list) for (const i of intoInternals) console.log(`  ${i.from} -> ${i.to}${i.typeOnly ? " (type)" : ""}`);
