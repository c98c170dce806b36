// Flat cost with data (issue 38): the demo world at 1×, 10× and 100× on PostgreSQL, and what the
// pages that list it cost uncached. Each size is a fresh database holding the demo seed plus
// (size − 1) copies of its tournaments, matches (streams among them) and archived results, each
// copy under its own ids and shifted by a few minutes, so every list and count grows with the size
// while the mix (tiers, statuses, stream URLs, the 7-day results window) stays the demo's.
// Teams stay as seeded: the pages' cost in teams is the logo index, built off the request path.
//
// Measured through the real app with its render cache off (renderCacheMs 0): every request reads
// the database and renders the page. The three sizes are built first and then measured in
// alternation (each run asks every page of every size in turn), so the shared machine's load falls
// on every size alike; each figure is the median of BENCH_GROWTH_RUNS runs after a warm-up. Home's
// upcoming count is measured alone too (matches.upcoming with limit 4, the home page's call), and
// the lists' own calls through the public API, for information: what the database costs apart
// from the render. Target: the 100× median ≤ 1.5× the 1× median for /results, /streams,
// /tournaments and home's count.
import { createTestDb } from "@eb/db/testing";
import { seedDemoData } from "@eb/db/seed";
import { queryRows, sql, type DbHandle } from "@eb/db";
import { loadConfig } from "@eb/config";
import { buildApp } from "@eb/server/app";
import type { FastifyInstance } from "fastify";
import { median } from "./lib/server";
import { growDemoData } from "./lib/grow-demo-data";

const SIZES = [1, 10, 100] as const;
const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 21);
const TARGET_RATIO = 1.5;
/** Enough for the JIT to settle before anything is measured. */
const WARM_UP_RUNS = 5;

const call = (path: string, input: unknown) => `/api/public/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const PROBES = [
  { name: "/results", url: "/results", targeted: true },
  { name: "/streams", url: "/streams", targeted: true },
  { name: "/tournaments", url: "/tournaments", targeted: true },
  { name: "home's upcoming call", url: call("matches.upcoming", { game: "all", limit: 4 }), targeted: true },
  { name: "/ (home)", url: "/", targeted: false },
  { name: "/matches/upcoming", url: "/matches/upcoming", targeted: false },
  { name: "matches.results", url: call("matches.results", { game: "all" }), targeted: false },
  { name: "matches.streams", url: call("matches.streams", { game: "all" }), targeted: false },
  { name: "tournaments.page", url: call("tournaments.page", { game: "all", status: "all" }), targeted: false },
] as const;

type Site = { size: number; handle: DbHandle; app: FastifyInstance };

async function build(size: number, now: Date): Promise<Site> {
  const handle = await createTestDb("pg");
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
  const n = (x: number) => x.toLocaleString("en-US");
  console.log(
    `${size}×: ${n(rows!.tournaments)} tournaments, ${n(rows!.matches)} matches (${n(rows!.upcoming)} upcoming, ${n(rows!.streams)} with a stream URL), ${n(rows!.results)} archived results in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", SYNC_JOBS: "false", SITE_URL: "https://esports.example" }),
    handle,
    now: () => now,
    renderCacheMs: 0,
  });
  return { size, handle, app };
}

const now = new Date();
const sites: Site[] = [];
try {
  for (const size of SIZES) sites.push(await build(size, now));
  const times = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  const key = (size: number, probe: string) => `${size}\n${probe}`;
  for (let run = -WARM_UP_RUNS; run < RUNS; run++) {
    for (const site of sites) {
      for (const probe of PROBES) {
        const t0 = performance.now();
        const res = await site.app.inject({ method: "GET", url: probe.url });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${probe.url} answered ${res.statusCode} at ${site.size}×`);
        bytes.set(key(site.size, probe.name), res.rawPayload.length);
        if (run >= 0) times.set(key(site.size, probe.name), [...(times.get(key(site.size, probe.name)) ?? []), ms]);
      }
    }
  }
  let failed = false;
  console.log(`\nmedians of ${RUNS} uncached requests per size (render cache off, sizes in alternation), 100×/1× against the target ≤ ${TARGET_RATIO}×:`);
  for (const probe of PROBES) {
    const ms = (size: number) => median(times.get(key(size, probe.name))!);
    const kb = (size: number) => bytes.get(key(size, probe.name))! / 1024;
    const ratio = ms(100) / ms(1);
    const ok = !probe.targeted || ratio <= TARGET_RATIO;
    if (!ok) failed = true;
    console.log(
      `  ${probe.name.padEnd(22)} ${SIZES.map((s) => `${s}× ${ms(s).toFixed(1)} ms`).join(", ")}; 100×/1× ${ratio.toFixed(2)}×${probe.targeted ? (ok ? "" : "  OVER TARGET") : " (information)"}; ${SIZES.map((s) => `${kb(s).toFixed(0)} KB`).join(" / ")}`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  for (const site of sites) {
    await site.app.close();
    await site.handle.close();
  }
}
