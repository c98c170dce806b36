// The Analytics tab at scale: 20 million events over 400 days generated inside PostgreSQL, the
// rollups built from scratch (the backfill), then every query the tab runs, for each range, timed
// over several runs; and the events ingest benchmark with and without the rollup job running.
// Targets: Last 1 year complete view p95 < 500 ms, Lifetime p95 < 800 ms, catch-up >= 50,000
// events/s, ingest with the job running within 10% of ingest without it (medians).
// BENCH_ANALYTICS_EVENTS and BENCH_ANALYTICS_RUNS shrink it for a quick look.
import type { Db } from "@eb/db";
import { createTestDb } from "@eb/db/testing";
import { addDemoBookmakers, buildDashboard, smartAlerts, realtimeSnapshot, catchUpRollups, silentLog } from "@eb/api/testing";
import { RollupScheduler } from "@eb/api";
import { RANGE_PRESETS } from "@eb/api/contracts";
import { generateAnalyticsEvents } from "./lib/analytics-events-generator";
import { BROWSER_HEADERS, load, startTrackingServer } from "./lib/tracking-bench";
import { median } from "./lib/server";

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 20_000_000);
const DAYS = 400;
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 15);
const INGEST_ROUNDS = 3;
const TARGET_P95_MS: Record<string, number> = { "365d": 500, lifetime: 800 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The statements buildDashboard runs, in order (without the previous period's two for Lifetime). */
const STATEMENTS = [
  "jit off",
  "no parallel workers",
  "watermarks",
  "max id",
  "event counts",
  "unique sessions",
  "previous counts",
  "previous sessions",
  "bookmakers",
  "pages",
  "session lengths",
  "hours of day",
  "traffic chart",
  "forecast history",
  "recent events",
];
const labelled = (statements: { sql: string; ms: number }[]) => {
  const names = statements.length === STATEMENTS.length ? STATEMENTS : STATEMENTS.filter((n) => !n.startsWith("previous"));
  return statements.map((s, i) => ({ ...s, sql: names[i] ?? `statement ${i}` }));
};

/** A Db whose transactions time every statement, so the slowest query of a view can be named. */
function timedDb(db: Db, statements: { sql: string; ms: number }[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
        target.transaction(
          (tx) =>
            fn(
              new Proxy(tx, {
                get(t, p, r) {
                  if (p !== "execute") return Reflect.get(t, p, r);
                  return async (query: Parameters<Db["execute"]>[0]) => {
                    const started = performance.now();
                    const result = await t.execute(query);
                    statements.push({ sql: "", ms: performance.now() - started });
                    return result;
                  };
                },
              }),
            ),
          config as never,
        );
    },
  });
}

let ok = true;
const handle = await createTestDb("pg");
try {
  const { db } = handle;
  const pool = handle.pool!;
  const now = new Date();
  await addDemoBookmakers(db, new Date(now.getTime() - 500 * 86_400_000));

  let started = performance.now();
  await generateAnalyticsEvents(pool, { events: EVENTS, days: DAYS, end: now });
  await pool.query(
    `
    insert into redirect_hits (redirect_id, slug, kind, page, placement, created_at)
    select r.id, r.slug, case when g % 10 = 0 then 'head' else 'click' end, '/bonuses', null,
      $1::timestamptz + (g::float8 / $2) * ($3 || ' days')::interval
    from generate_series(0, $2 - 1) g join bookmaker_redirects r on r.id = (select min(id) from bookmaker_redirects) + g % (select count(*) from bookmaker_redirects)`,
    [new Date(now.getTime() - DAYS * 86_400_000).toISOString(), Math.round(EVENTS / 20), DAYS],
  );
  await pool.query("vacuum analyze analytics_events");
  await pool.query("vacuum analyze redirect_hits");
  console.log(
    `data: ${EVENTS.toLocaleString("en-US")} events and ${Math.round(EVENTS / 20).toLocaleString("en-US")} /go hits over ${DAYS} days, generated in ${seconds(performance.now() - started)}`,
  );

  started = performance.now();
  const backfill = await catchUpRollups(db, { batchSize: 250_000, now: () => now });
  const catchUpMs = performance.now() - started;
  const rate = (backfill.advancedBy.events + backfill.advancedBy.redirects) / (catchUpMs / 1000);
  const sizes = (
    await pool.query<{ t: string; rows: string }>(`
      select 'analytics_rollup_events' as t, count(*) as rows from analytics_rollup_events union all
      select 'analytics_rollup_pages', count(*) from analytics_rollup_pages union all
      select 'analytics_rollup_bookmakers', count(*) from analytics_rollup_bookmakers union all
      select 'analytics_session_activity', count(*) from analytics_session_activity union all
      select 'analytics_sessions', count(*) from analytics_sessions`)
  ).rows;
  console.log(
    `rollup catch-up: ${backfill.advancedBy.events.toLocaleString("en-US")} events + ${backfill.advancedBy.redirects.toLocaleString("en-US")} hits in ${seconds(catchUpMs)} = ${Math.round(rate).toLocaleString("en-US")} rows/s (target >= 50,000)`,
  );
  console.log(`rollup tables: ${sizes.map((s) => `${s.t} ${Number(s.rows).toLocaleString("en-US")}`).join(", ")}`);
  if (rate < 50_000) ok = false;
  await pool.query("vacuum analyze");

  // A few seconds of raw tail past the watermark, as the tab normally sees it.
  await generateAnalyticsEvents(pool, { events: 5_000, days: 0.0001, end: now });

  console.log(`\nthe complete tab per range (all sections, one snapshot), ${RUNS} runs after a warm-up:`);
  for (const preset of RANGE_PRESETS) {
    await buildDashboard(db, preset.id, now);
    const times: number[] = [];
    let slowest = { sql: "", ms: 0 };
    for (let i = 0; i < RUNS; i++) {
      const statements: { sql: string; ms: number }[] = [];
      const t0 = performance.now();
      await buildDashboard(timedDb(db, statements), preset.id, now);
      times.push(performance.now() - t0);
      for (const s of labelled(statements)) if (s.ms > slowest.ms) slowest = s;
    }
    const p95 = percentile(times, 95);
    const target = TARGET_P95_MS[preset.id];
    if (target && p95 >= target) ok = false;
    console.log(
      `  ${preset.label.padEnd(28)} median ${median(times).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms${target ? ` (target p95 < ${target} ms)` : ""}; slowest query: ${slowest.sql} ${slowest.ms.toFixed(0)} ms`,
    );
  }
  for (const [label, run] of [
    ["Smart Alerts (last 48 hours)", () => smartAlerts(db, now)],
    ["Real-Time Updates (last hour)", () => realtimeSnapshot(db, now)],
  ] as const) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    console.log(`  ${label.padEnd(28)} median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`);
  }
} finally {
  await handle.close();
}

// Ingest with and without the rollup job, alternating, on a fresh database (the events benchmark's load).
const server = await startTrackingServer(3424);
try {
  const event = { type: "page_view", pageUrl: "/games/cs2", referrer: "https://www.google.com/", data: { page: "/games/cs2" } };
  const body = JSON.stringify({ sessionId: "s_benchmark_session_1", events: [event] });
  const target = {
    url: `${server.url}/api/events`,
    method: "POST" as const,
    headers: { ...BROWSER_HEADERS, accept: "*/*", "content-type": "application/json" },
    body,
  };
  const rates: Record<"off" | "on", number[]> = { off: [], on: [] };
  for (let round = 0; round < INGEST_ROUNDS; round++) {
    for (const mode of ["off", "on"] as const) {
      const scheduler = new RollupScheduler({ db: server.handle.db, log: silentLog, batchSize: 250_000 });
      if (mode === "on") scheduler.start(1_000);
      const result = await load(target, { seconds: 10, connections: 16, settle: server.flush, beforeMain: async () => undefined });
      await scheduler.stop();
      rates[mode].push(result.answered["2xx"] / result.seconds);
    }
  }
  const [off, on] = [median(rates.off), median(rates.on)];
  const [watermark] = (await server.handle.pool!.query<{ w: string }>("select watermark as w from analytics_rollup_state where stream = 'events'")).rows;
  console.log(
    `\ningest (/api/events, 1 event per beacon), medians of ${INGEST_ROUNDS} alternating runs: rollup job off ${off.toFixed(0)} events/s, on ${on.toFixed(0)} events/s (${(((on - off) / off) * 100).toFixed(1)}%; target within 10%); rolled up meanwhile: ${Number(watermark?.w ?? 0).toLocaleString("en-US")} events`,
  );
  if (on < off * 0.9) ok = false;
} finally {
  await server.stop().catch(() => undefined);
  await server.handle.close();
}

console.log(`targets: ${ok ? "met" : "NOT met"}`);
if (!ok) process.exitCode = 1;
