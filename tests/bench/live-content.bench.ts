// How long an admin's edit takes to show on another server instance's public page: two servers
// on one PostgreSQL database (127.0.0.1:5432), each with the production page cache (30 s).
// Each round renames a bookmaker through instance A's admin router and fetches /bonuses from
// instance B until the new name is there. Target: every round under 1 s.
import { buildApp } from "@eb/server/app";
import { bookmakersTab, contentFormOf } from "@eb/api/testing";
import { loadConfig } from "@eb/config";
import { createDb } from "@eb/db/client";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb } from "@eb/db/testing";
import { databaseUrlOf } from "../support/database-url";

const ROUNDS = 30;
const TARGET_MS = 1_000;

const first = await createTestDb("pg");
const second = createDb({ driver: "pg", url: await databaseUrlOf(first), poolSize: 3 });
const clock = { now: new Date() };
await seedDemoData(first.db, clock.now);
const config = loadConfig({ LOG_LEVEL: "silent", SYNC_JOBS: "false" });
const a = await buildApp({ config, handle: first });
const b = await buildApp({ config, handle: second });
const urlB = await b.listen({ port: 0, host: "127.0.0.1" });
const tab = await bookmakersTab(first.db, clock);
const page = async () => (await fetch(`${urlB}/bonuses`)).text();

const latencies: number[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const [bm] = (await tab.api().list()).filter((x) => x.publishStatus === "published" && x.active);
    await page(); // B has the page cached before the edit
    const name = `Live Bench ${round}`;
    await tab.api().update({ id: bm!.id, version: bm!.version, content: contentFormOf(bm!, { name }) });
    const committed = performance.now();
    while (!(await page()).includes(name)) {
      if (performance.now() - committed > 5_000) throw new Error(`round ${round}: the edit never showed on instance B`);
    }
    latencies.push(performance.now() - committed);
  }
} finally {
  await a.close();
  await b.close();
  await second.close();
  await first.close();
}

latencies.sort((x, y) => x - y);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
console.log(
  `edit on A -> page on B: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms over ${ROUNDS} edits (target < ${TARGET_MS} ms)`,
);
if (at(1) >= TARGET_MS) process.exitCode = 1;
