// Flat cost with data (issue 38): the demo world at 1×, 10× and 100× on PostgreSQL, and what the
// pages that list it cost uncached. Each size is a fresh database holding the demo seed plus
// (size − 1) copies of its tournaments, matches (streams among them) and archived results, each
// copy under its own ids and shifted by a few minutes, so every list and count grows with the size
// while the mix (tiers, statuses, stream URLs, the 7-day results window) stays the demo's.
// Teams stay as seeded: the pages' cost in teams is the logo index, built off the request path.
//
// Measured through the real app with its render cache off (renderCacheMs 0): every request reads
// the database and renders the page. For each page, the median of BENCH_GROWTH_RUNS runs (after a
// warm-up), taken in alternation so the machine's load falls on every page alike, and its HTML
// size; home's upcoming count is measured alone too (matches.upcoming with limit 4, the home
// page's call) through the public API. Target: each 100× median ≤ 1.5× the 1× median.
import { createTestDb } from "@eb/db/testing";
import { seedDemoData } from "@eb/db/seed";
import { queryRows, sql } from "@eb/db";
import { loadConfig } from "@eb/config";
import { buildApp } from "@eb/server/app";
import { median } from "./lib/server";
import { growDemoData } from "./lib/grow-demo-data";

const SIZES = [1, 10, 100] as const;
const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 15);
const TARGET_RATIO = 1.5;
/** Enough for the JIT to settle before the first (1×) size is measured. */
const WARM_UP_RUNS = 10;
const PROBES = [
  { name: "/results", url: "/results" },
  { name: "/streams", url: "/streams" },
  { name: "/tournaments", url: "/tournaments" },
  { name: "/ (home)", url: "/" },
  { name: "/matches/upcoming", url: "/matches/upcoming" },
  { name: "home's upcoming call", url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "all", limit: 4 }))}` },
] as const;

type Figures = Map<string, { ms: number; kb: number }>;

async function measure(size: number): Promise<Figures> {
  const handle = await createTestDb("pg");
  const now = new Date();
  try {
    const started = performance.now();
    await seedDemoData(handle.db, now);
    await growDemoData(handle.db, size);
    await handle.db.execute(sql`vacuum analyze`);
    const [rows] = await queryRows<{ tournaments: number; matches: number; streams: number; upcoming: number; results: number }>(
      handle.db,
      "bench.growth-counts",
      sql`select (select count(*)::int from tournaments) as tournaments, (select count(*)::int from matches) as matches,
        (select count(stream_url)::int from matches) as streams, (select count(*)::int from matches where status = 'not_started' and begin_at >= ${now.toISOString()}) as upcoming,
        (select count(*)::int from match_results) as results`,
    );
    console.log(
      `${size}×: ${rows!.tournaments.toLocaleString("en-US")} tournaments, ${rows!.matches.toLocaleString("en-US")} matches (${rows!.upcoming.toLocaleString("en-US")} upcoming, ${rows!.streams.toLocaleString("en-US")} with a stream URL), ${rows!.results.toLocaleString("en-US")} archived results in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", SYNC_JOBS: "false", SITE_URL: "https://esports.example" }),
      handle,
      now: () => now,
      renderCacheMs: 0,
    });
    try {
      const times = new Map<string, number[]>(PROBES.map((p) => [p.name, []]));
      const bytes = new Map<string, number>();
      for (let run = -WARM_UP_RUNS; run < RUNS; run++) {
        for (const probe of PROBES) {
          const t0 = performance.now();
          const res = await app.inject({ method: "GET", url: probe.url });
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${probe.url} answered ${res.statusCode} at ${size}×`);
          bytes.set(probe.name, res.rawPayload.length);
          if (run >= 0) times.get(probe.name)!.push(ms);
        }
      }
      const figures: Figures = new Map();
      for (const probe of PROBES) figures.set(probe.name, { ms: median(times.get(probe.name)!), kb: bytes.get(probe.name)! / 1024 });
      console.log(`  ${PROBES.map((p) => `${p.name} ${figures.get(p.name)!.ms.toFixed(1)} ms (${figures.get(p.name)!.kb.toFixed(0)} KB)`).join(", ")}`);
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

const bySize = new Map<number, Figures>();
for (const size of SIZES) bySize.set(size, await measure(size));

let failed = false;
console.log(`\nmedians of ${RUNS} uncached requests (render cache off), 100×/1× against the target ≤ ${TARGET_RATIO}×:`);
for (const probe of PROBES) {
  const at = (size: number) => bySize.get(size)!.get(probe.name)!;
  const ratio = at(100).ms / at(1).ms;
  // The home page and /matches/upcoming are shown for information: the target names /results, /streams and home's count.
  const targeted = probe.name !== "/ (home)" && probe.name !== "/matches/upcoming";
  const ok = !targeted || ratio <= TARGET_RATIO;
  if (!ok) failed = true;
  console.log(
    `  ${probe.name.padEnd(22)} ${SIZES.map((s) => `${s}× ${at(s).ms.toFixed(1)} ms`).join(", ")}; 100×/1× ${ratio.toFixed(2)}×${targeted ? (ok ? "" : "  OVER TARGET") : " (information)"}; HTML ${SIZES.map((s) => `${at(s).kb.toFixed(0)} KB`).join(" / ")}`,
  );
}
if (failed) process.exitCode = 1;
