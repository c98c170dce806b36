import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { createTestDb } from "../../../packages/db/src/testing";
import type { DbHandle } from "../../../packages/db/src/client";

export type Target = { url: string; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string };

export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};

/** A throwaway PostgreSQL database (127.0.0.1:5432) and the server in a child process on it. */
export async function startTrackingServer(port: number): Promise<{ handle: DbHandle; url: string; stop: () => Promise<void> }> {
  const handle = await createTestDb("pg");
  const dbUrl = await databaseUrlOf(handle);
  const child = spawn("node_modules/.bin/tsx", ["tests/bench/lib/tracking-server.ts", dbUrl, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await waitFor(child, "ready", 60_000);
  return {
    handle,
    url: `http://127.0.0.1:${port}`,
    /** Graceful stop: resolves after the server wrote everything it acknowledged. */
    stop: async () => {
      const closed = waitFor(child, "closed", 30_000);
      child.kill("SIGTERM");
      await closed;
    },
  };
}

async function databaseUrlOf(handle: DbHandle): Promise<string> {
  const client = await handle.pool!.connect();
  try {
    const { rows } = await client.query<{ db: string }>("select current_database() as db");
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
    url.pathname = `/${rows[0]!.db}`;
    return url.toString();
  } finally {
    client.release();
  }
}

function waitFor(child: ChildProcess, word: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print "${word}"`)), timeoutMs);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes(word)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => code !== 0 && reject(new Error(`server exited with ${code}`)));
  });
}

export type LoadResult = { rps: number; p50: number; p99: number; answered: { "2xx": number; "3xx": number; other: number }; total: number; errors: number; seconds: number };

/**
 * A 3-second warm-up and a short calibration (neither counted), then one autocannon run with a fixed number of requests
 * sized from the calibration rate to last about `seconds`. A duration-limited run drops the
 * responses still in flight when time is up, so its answered count cannot be compared exactly
 * with the database; with `amount` every request sent is answered and counted.
 * `beforeMain` runs between the two (the caller reads the database counts there).
 */
export async function load(target: Target, opts: { seconds: number; connections: number; beforeMain: () => Promise<void> }): Promise<LoadResult> {
  const base = { url: target.url, method: target.method ?? "GET", headers: target.headers, body: target.body, connections: opts.connections, pipelining: 1 } as const;
  const warm = await autocannon({ ...base, duration: 3 });
  // Calibrate on the warmed-up server, so the timed run lasts close to `seconds`.
  const calibrationStart = Date.now();
  const calibration = await autocannon({ ...base, amount: Math.round(warm.requests.average * 2) });
  const rate = calibration.requests.total / ((Date.now() - calibrationStart) / 1000);
  await new Promise((r) => setTimeout(r, 1000)); // let the server's batch writers catch up
  await opts.beforeMain();
  // autocannon ends an `amount` run on its 1-second ticker, so top up with further runs
  // sized to the time left until `seconds` have passed; totals are summed, p99 is the worst run's.
  const totals = { requests: 0, "2xx": 0, "3xx": 0, non2xx: 0, errors: 0, p50: 0, p99: 0 };
  const started = Date.now();
  let elapsed = 0;
  while (opts.seconds - elapsed >= 1) {
    const r = await autocannon({ ...base, amount: Math.round(rate * (opts.seconds - elapsed)) });
    totals.requests += r.requests.total;
    totals["2xx"] += r["2xx"];
    totals["3xx"] += r["3xx"];
    totals.non2xx += r.non2xx;
    totals.errors += r.errors + r.timeouts;
    totals.p50 = Math.max(totals.p50, r.latency.p50);
    totals.p99 = Math.max(totals.p99, r.latency.p99);
    elapsed = (Date.now() - started) / 1000;
  }
  const seconds = elapsed;
  return {
    rps: totals.requests / seconds,
    p50: totals.p50,
    p99: totals.p99,
    answered: { "2xx": totals["2xx"], "3xx": totals["3xx"], other: totals.non2xx - totals["3xx"] },
    total: totals.requests,
    errors: totals.errors,
    seconds,
  };
}
