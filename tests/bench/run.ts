// Runs every benchmark in tests/bench in turn (each prints its own figures).
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const only = process.argv[2];
const files = readdirSync("tests/bench").filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)));
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync("node_modules/.bin/tsx", [`tests/bench/${file}`], { stdio: "inherit" });
  if (res.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmark(s) met their targets, ${failed} did not`);
process.exit(failed ? 1 : 0);
