// What the admin procedures' output schemas cost: tRPC parses every answer with its `.output()`
// schema (parseAsync), so each call pays that on top of the JSON serialisation it pays anyway.
// Measured on the largest answers at their realistic upper sizes (lib/admin-answers.ts), as the
// median of many timed batches, next to JSON.stringify of the same answer.
// Target: every answer parses in under 5 ms, and in at most 3 times its own serialisation.
import { dashboardOutput, auditLogPageOutput, adminBookmakerListOutput, operationsSnapshotOutput, teamListsOutput } from "@eb/api/contracts";
import { auditLogPage, bookmakerList, lifetimeDashboard, operationsSnapshot, teamLists } from "./lib/admin-answers";
import { median } from "./lib/server";

const BATCHES = Number(process.env.BENCH_BATCHES ?? 40);
const TARGET_MS = 5;
const TARGET_RATIO = 3;
const now = new Date();

/** What tRPC calls on an output schema (the root workspace does not depend on zod itself). */
type OutputSchema = { parseAsync: (answer: unknown) => Promise<unknown> };

const CASES: { name: string; schema: OutputSchema; answer: unknown }[] = [
  { name: "analytics.dashboard (Lifetime, 100 bookmakers)", schema: dashboardOutput, answer: lifetimeDashboard(now) },
  { name: "bookmakers.list (500 bookmakers)", schema: adminBookmakerListOutput, answer: bookmakerList() },
  { name: "security.auditLog (a page of 25 changes)", schema: auditLogPageOutput, answer: auditLogPage() },
  { name: "teams.lists (4 games x 20 regions x 50)", schema: teamListsOutput, answer: teamLists() },
  { name: "operations.snapshot (and each live event)", schema: operationsSnapshotOutput, answer: operationsSnapshot(now) },
];

/** Milliseconds per call: the median over BATCHES batches, each long enough (about 20 ms) to time well. */
async function perCall(run: () => unknown): Promise<number> {
  const warmStart = performance.now();
  let calls = 0;
  while (performance.now() - warmStart < 200) {
    await run();
    calls++;
  }
  const batch = Math.max(1, Math.round(calls / 10));
  const times: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await run();
    times.push((performance.now() - t0) / batch);
  }
  return median(times);
}

let ok = true;
console.log(`output validation per call (median of ${BATCHES} batches), next to JSON.stringify of the same answer:`);
for (const c of CASES) {
  const parse = await perCall(() => c.schema.parseAsync(c.answer));
  const stringify = await perCall(() => JSON.stringify(c.answer));
  const kb = Buffer.byteLength(JSON.stringify(c.answer)) / 1024;
  const ratio = parse / stringify;
  const met = parse < TARGET_MS && ratio <= TARGET_RATIO;
  if (!met) ok = false;
  console.log(
    `  ${c.name.padEnd(48)} ${kb.toFixed(0).padStart(5)} KB   parse ${parse.toFixed(3)} ms   stringify ${stringify.toFixed(3)} ms   x${ratio.toFixed(1)}${met ? "" : "   NOT met"}`,
  );
}
console.log(`targets (parse < ${TARGET_MS} ms and <= ${TARGET_RATIO} x stringify): ${ok ? "met" : "NOT met"}`);
if (!ok) process.exitCode = 1;
