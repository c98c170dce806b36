import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { createTestDb } from "@eb/db/testing";
import type { DbHandle } from "@eb/db/client";
import { databaseUrlOf } from "../../support/database-url";
import { watchOutput } from "../../support/child-output";

export type Target = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Headers that change from one request to the next (distinct visitors), added to `headers`. */
  perRequestHeaders?: () => Record<string, string>;
};

export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};

/**
 * A new visitor per call, for /go under load: each address (10.<prefix>.y.z) is used with 10 user
 * agents, once each, so no visit repeats and no address goes past its 10 recorded hits a minute
 * (click-counter.ts); the CDN's country header places every one in GB.
 */
export function distinctVisitors(prefix: number): () => Record<string, string> {
  let n = 0;
  return () => {
    const i = n++;
    const a = Math.floor(i / 10) + 1;
    return {
      "x-forwarded-for": `10.${prefix}.${(a >> 8) & 255}.${a & 255}`,
      "user-agent": `${BROWSER_HEADERS["user-agent"]} visitor/${i % 10}`,
      "cf-ipcountry": "GB",
    };
  };
}

export type TrackingServer = {
  handle: DbHandle;
  url: string;
  /** Resolves when the server's batch writers have written everything acknowledged so far. */
  flush: () => Promise<void>;
  /** Graceful stop: resolves after the server wrote everything it acknowledged. */
  stop: () => Promise<void>;
};

/** A throwaway PostgreSQL database (127.0.0.1:5432) and the server in a child process on it. */
export async function startTrackingServer(port: number): Promise<TrackingServer> {
  const handle = await createTestDb("pg");
  const dbUrl = await databaseUrlOf(handle);
  const child = spawn("node_modules/.bin/tsx", ["tests/bench/lib/tracking-server.ts", dbUrl, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  const output = watchOutput(child);
  await output.waitFor((line) => line === "ready", '"ready"', 60_000);
  const url = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | null = null;
  return {
    handle,
    url,
    flush: async () => {
      const res = await fetch(`${url}/__bench/flush`, { method: "POST" });
      if (res.status !== 204) throw new Error(`flush answered ${res.status}`);
    },
    stop: () =>
      (stopping ??= (async () => {
        const closed = output.waitFor((line) => line === "closed", '"closed"', 30_000);
        child.kill("SIGTERM");
        await closed;
      })()),
  };
}

/** The /go benchmark's baseline: bare Fastify answering a fixed 302 (bare-redirect-server.ts), in a child process like the real server. */
export async function startBareRedirectServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn("node_modules/.bin/tsx", ["tests/bench/lib/bare-redirect-server.ts", String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  const output = watchOutput(child);
  await output.waitFor((line) => line === "ready", '"ready"', 60_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const closed = output.waitFor((line) => line === "closed", '"closed"', 30_000);
      child.kill("SIGTERM");
      await closed;
    },
  };
}

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  answered: { "2xx": number; "3xx": number; other: number };
  total: number;
  errors: number;
  seconds: number;
};

/**
 * A 3-second warm-up and a short calibration (neither counted), then one autocannon run with a fixed number of requests
 * sized from the calibration rate to last about `seconds`. A duration-limited run drops the
 * responses still in flight when time is up, so its answered count cannot be compared exactly
 * with the database; with `amount` every request sent is answered and counted.
 * Between the two, `settle` makes the server write what the warm-up left queued, then
 * `beforeMain` runs (the caller reads the database counts there).
 */
export async function load(
  target: Target,
  opts: { seconds: number; connections: number; settle: () => Promise<void>; beforeMain: () => Promise<void> },
): Promise<LoadResult> {
  const perRequest = target.perRequestHeaders;
  const base = {
    url: target.url,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    connections: opts.connections,
    pipelining: 1,
    ...(perRequest && {
      requests: [{ setupRequest: (req: autocannon.RequestParams) => ({ ...req, headers: { ...req.headers, ...perRequest() } }) }],
    }),
  } as const;
  const warm = await autocannon({ ...base, duration: 3 });
  // Calibrate on the warmed-up server, so the timed run lasts close to `seconds`.
  const calibrationStart = Date.now();
  const calibration = await autocannon({ ...base, amount: Math.round(warm.requests.average * 2) });
  const rate = calibration.requests.total / ((Date.now() - calibrationStart) / 1000);
  await opts.settle();
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
