/**
 * Benchmark: live streams at scale. BENCH_STREAMS (10,000) server-sent event streams of
 * `/api/live/list` held open against one site instance on a fresh PostgreSQL database at
 * 127.0.0.1:5432, then against two instances on that database with half the streams on each.
 * Clients connect from 200 loopback addresses (127.0.0.2 to 127.0.0.201), 50 streams each, under
 * the per-address bound the run sets. BENCH_CHANGES changes are committed one after the other
 * as the live poll commits them (the match row's live log entry and its notification, in one
 * transaction); for each, the time from the commit returning to each stream receiving the event is
 * measured: p50, p99 and the last of all the streams. Memory: the instance's resident memory
 * (VmRSS) with no stream and with all of them open, per stream.
 * Target: p99 < 1 s for every change, on one instance and on two.
 * Run: node_modules/.bin/tsx tests/bench/live-streams.bench.ts (after `node scripts/build.mjs`).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { queryRows, sql } from "@eb/db";
import { createTestDb } from "@eb/db/testing";
import { liveStateAt, recordLiveChanges } from "@eb/api/testing";
import { databaseUrlOf } from "../support/database-url";
import { benchPort, startServer, type BenchServer } from "./lib/server";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10);
const ADDRESSES = 200;
const TARGET_P99_MS = 1_000;

const state = (scoreA: number) => liveStateAt(1, scoreA);
/** A process's resident memory with its descendants' (the bench server runs under tsx, which starts the server as its child). */
function rssMb(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return own + children.reduce((sum, child) => sum + rssMb(child), 0);
}
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

type Stream = { arrivals: Map<number, number>; request: http.ClientRequest };

/** Opens one stream and resolves once its first frame (retry:) arrived: it is registered on the hub. */
function openStream(url: string, localAddress: string, onEvent: (id: number) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const request = http.get(url, { agent: false, localAddress, headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      let buffer = "";
      let opened = false;
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            opened = true;
            resolve({ arrivals, request });
          }
          const id = /^id: (\d+)$/m.exec(frame);
          if (id) {
            const n = Number(id[1]);
            arrivals.set(n, performance.now());
            onEvent(n);
          }
        }
      });
    });
    request.on("error", reject);
  });
}

async function measure(label: string, servers: BenchServer[], commit: () => Promise<number>): Promise<boolean> {
  const before = servers.map((s) => rssMb(s.pid));
  const streams: Stream[] = [];
  const waiting = new Map<number, { left: number; done: () => void }>();
  const onEvent = (id: number) => {
    const w = waiting.get(id);
    if (w && --w.left === 0) w.done();
  };
  const opened = performance.now();
  for (let i = 0; i < STREAMS; i += 500) {
    const batch = Array.from({ length: Math.min(500, STREAMS - i) }, (_, k) => {
      const n = i + k;
      const server = servers[n % servers.length]!;
      return openStream(`${server.url}/api/live/list`, `127.0.0.${2 + (n % ADDRESSES)}`, onEvent);
    });
    streams.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - opened;
  const after = servers.map((s) => rssMb(s.pid));
  let ok = true;
  const p99s: number[] = [];
  for (let c = 0; c < CHANGES; c++) {
    const id = await commit();
    const committedAt = performance.now();
    // The id is known once the transaction returns; arrivals already recorded (a fast notification) count from then as 0.
    await new Promise<void>((resolve) => {
      const already = streams.filter((s) => s.arrivals.has(id)).length;
      if (already === streams.length) return resolve();
      waiting.set(id, { left: streams.length - already, done: resolve });
    });
    const delays = streams.map((s) => Math.max(0, s.arrivals.get(id)! - committedAt));
    const p50 = quantile(delays, 0.5);
    const p99 = quantile(delays, 0.99);
    p99s.push(p99);
    if (p99 >= TARGET_P99_MS) ok = false;
    console.log(`${label}: change ${c + 1}: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, last ${Math.max(...delays).toFixed(0)} ms`);
  }
  for (const s of streams) s.request.destroy();
  const perStreamKb = ((after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) * 1024) / STREAMS;
  console.log(
    `${label}: ${STREAMS} streams opened in ${(openMs / 1000).toFixed(1)} s; resident memory ${before.map((m) => m.toFixed(0)).join(" + ")} MB → ` +
      `${after.map((m) => m.toFixed(0)).join(" + ")} MB, ${perStreamKb.toFixed(1)} KB per stream; p99 over ${CHANGES} changes: median ${quantile(p99s, 0.5).toFixed(0)} ms, worst ${Math.max(...p99s).toFixed(0)} ms (target < ${TARGET_P99_MS} ms)`,
  );
  return ok;
}

const handle = await createTestDb("pg");
const env = {
  DATABASE_URL: await databaseUrlOf(handle),
  // Required with PostgreSQL; a fresh one for a database thrown away after the run.
  MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  LIVE_STREAMS_MAX: String(STREAMS),
  LIVE_STREAMS_PER_ADDRESS: "1000",
  HTTP_MAX_CONNECTIONS: String(STREAMS + 1000),
};
let score = 0;
/** One live change committed as the live poll commits it; returns its log id. */
const commit = async () => {
  await handle.db.transaction((tx) => recordLiveChanges(tx, new Map([[1, state(score)]]), new Map([[1, state(score + 1)]])));
  score++;
  // This process alone writes the log: its newest id is the change just committed.
  const [row] = await queryRows<{ id: string | number }>(handle.db, "bench.live-newest", sql`select max(id) as id from live_events`);
  return Number(row!.id);
};
let ok = true;
try {
  const one = await startServer(benchPort(3430), env);
  try {
    ok = (await measure("one instance", [one], commit)) && ok;
  } finally {
    await one.stop();
  }
  const a = await startServer(benchPort(3430), env);
  const b = await startServer(benchPort(3430) + 1, env);
  try {
    ok = (await measure("two instances", [a, b], commit)) && ok;
  } finally {
    await a.stop();
    await b.stop();
  }
} finally {
  await handle.close();
}
if (!ok) process.exitCode = 1;
