// Memory under a mixed load: one compiled server (apps/server/dist/main.js) on a
// throwaway PostgreSQL database (127.0.0.1:5432) with the demo world, its resident memory (VmRSS
// of /proc/<pid>/status) sampled every 200 ms: idle before any request, the peak under 120 s
// (BENCH_DURATION; over 60 s the peak had not levelled off yet) of load from five autocannon
// clients at once, and the settled figure 20 s after it. The server runs with production's Node
// flags (npm run serve). The load:
// - pages, 12 connections: every URL of the sitemap in turn (home, matches, match and team pages,
//   tournaments, bonuses...), one request in three with a query string no request had before (the
//   render cache's busting case) and one in five with campaign parameters;
// - /go/{slug}, 4 connections, a distinct visitor each request (X-Forwarded-For through the one
//   trusted proxy hop);
// - analytics beacons (POST /api/events), 4 connections, a new session and address every 5 beacons;
// - search suggestions (search.suggest), 4 connections, a different prefix each call, a new address every 5;
// - tRPC list calls (matches.upcoming, matches.results, tournaments.list, bookmakers.list per game), 4 connections.
// Target: peak RSS <= 400 MB.
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { bookmakersTab } from "@eb/api/testing";
import { GAMES } from "@eb/db/games";
import { createTestDb } from "@eb/db/testing";
import { databaseUrlOf } from "../support/database-url";
import { benchPort, median } from "./lib/server";
import { startCompiledServer } from "./lib/compiled-server";
import { BROWSER_HEADERS, distinctVisitors } from "./lib/tracking-bench";

const LOAD_S = Number(process.env.BENCH_DURATION ?? 120);
const IDLE_S = 5;
const SETTLE_S = 20;
const SAMPLE_MS = 200;
const TARGET_MB = 400;

const handle = await createTestDb("pg");
const port = benchPort(3460);
const server = await startCompiledServer(
  port,
  {
    DATABASE_URL: await databaseUrlOf(handle),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    DEMO_DATA: "true",
    SITE_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "127.0.0.1",
    GEO_COUNTRY_HEADER: "CF-IPCountry",
  },
  // memory-probe.ts prints process.memoryUsage() every second; production's flags (npm run serve) come
  // first, BENCH_SERVER_NODE_ARGS last (--trace-gc: the heap after each full GC is printed below).
  ["--import", "./tests/bench/lib/memory-probe.ts"],
);

/** VmRSS of the server process, in MB. */
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line![1]) / 1024;
};
const samples: { at: number; mb: number }[] = [];
const sampler = setInterval(() => samples.push({ at: performance.now(), mb: rssMb() }), SAMPLE_MS);
const between = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.mb);
const wait = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

try {
  await bookmakersTab(handle.db, { now: new Date() }).then((tab) => tab.published("memory-go"));
  const pages = await sitemapPaths(server.url);
  const idleFrom = performance.now();
  await wait(IDLE_S);
  const idle = median(between(idleFrom, performance.now()));
  const idleProbe = probes().at(-1)!;

  const loadFrom = performance.now();
  const results = await Promise.all(
    loads(pages).map(async (l) => ({ label: l.label, result: await autocannon({ ...l.options, duration: LOAD_S, pipelining: 1 }) })),
  );
  const loadTo = performance.now();
  await wait(SETTLE_S);
  const end = performance.now();
  const peak = Math.max(...between(loadFrom, end));
  const settled = median(between(end - 5_000, end));

  console.log(`${pages.length} page URLs from the sitemap; load ${((loadTo - loadFrom) / 1000).toFixed(0)} s, 28 connections in all:`);
  for (const { label, result } of results) {
    const other = result.requests.total - result["2xx"] - result["3xx"];
    console.log(
      `  ${label}: ${result.requests.average.toFixed(0)} req/s (${result["2xx"]} 2xx, ${result["3xx"]} 3xx, ${other} other, ${result.errors} errors), p99 ${result.latency.p99} ms`,
    );
  }
  // Whether it levels off or keeps climbing (a cache without a bound would climb with every new URL).
  const steps = Array.from({ length: Math.floor((loadTo - loadFrom) / 10_000) }, (_, i) =>
    Math.max(...between(loadFrom + i * 10_000, loadFrom + (i + 1) * 10_000)),
  );
  console.log(`RSS, highest of each 10 s of the load: ${steps.map((mb) => mb.toFixed(0)).join(", ")} MB`);
  console.log(
    `RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB under the load, settled ${settled.toFixed(0)} MB (${SETTLE_S} s after it; sampled every ${SAMPLE_MS} ms) (target peak <= ${TARGET_MB} MB)`,
  );
  // What the memory was made of when idle and at the probe line with the highest RSS.
  const top = probes().reduce((a, b) => (b.rss > a.rss ? b : a));
  console.log(`idle: ${breakdown(idleProbe)}\nat the highest probe: ${breakdown(top)}`);
  const fullGcs = server.output.lines.filter((line) => line.includes("Mark-Compact"));
  if (fullGcs.length) console.log(`full GCs (--trace-gc), heap before -> after in MB:\n${fullGcs.map((l) => `  ${l.trim()}`).join("\n")}`);
  const failed = results.some(({ result }) => result.errors + result.timeouts > 0);
  if (peak > TARGET_MB || failed) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  await server.stop();
  await handle.close();
}

/** The preloaded probe's lines so far (memory-probe.ts: one a second). */
function probes() {
  return server.output.lines
    .filter((line) => line.startsWith('{"memoryProbe"'))
    .map((line) => (JSON.parse(line) as { memoryProbe: NodeJS.MemoryUsage & { newSpace: number } }).memoryProbe);
}

function breakdown(p: ReturnType<typeof probes>[number]) {
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  return `rss ${mb(p.rss)} MB = JavaScript heap ${mb(p.heapTotal)} MB reserved (${mb(p.heapUsed)} MB used; ${mb(p.newSpace)} MB of it the young generation) + Buffers and other external ${mb(p.external)} MB (${mb(p.arrayBuffers)} MB ArrayBuffers) + ${mb(p.rss - p.heapTotal - p.external)} MB native and code`;
}

/** Every page the sitemap lists (following an index), as paths on this server. */
async function sitemapPaths(base: string): Promise<string[]> {
  const locs = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const top = await locs(`${base}/sitemap.xml`);
  const nested = await Promise.all(top.filter((p) => /^\/sitemap-\d+\.xml$/.test(p)).map((p) => locs(base + p)));
  return [...top.filter((p) => !p.endsWith(".xml")), ...nested.flat()];
}

function loads(pages: string[]) {
  const browser = { ...BROWSER_HEADERS, "accept-encoding": "br, gzip" };
  let page = 0;
  const visitor = distinctVisitors(1);
  let beacon = 0;
  let suggestion = 0;
  let list = 0;
  const words = ["team", "na", "liq", "fn", "g2", "vit", "cs", "lo", "dra", "t1", "gen", "fa", "spi", "ast", "ev", "clo", "nav", "mo"];
  const trpc = (procedure: string, input: unknown) => `/api/public/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const lists = GAMES.flatMap((game) => [
    trpc("matches.upcoming", { game }),
    trpc("matches.results", { game }),
    trpc("tournaments.list", { game, status: "all" }),
    "/api/public/bookmakers.list",
  ]);
  const each = (setup: (req: autocannon.RequestParams) => autocannon.RequestParams) => [{ setupRequest: setup }];
  return [
    {
      label: "pages (sitemap, 1 in 3 cache-busting)",
      options: {
        url: server.url,
        connections: 12,
        headers: browser,
        requests: each((req) => {
          const n = page++;
          const path = pages[n % pages.length]!;
          const query = n % 3 === 0 ? `?cb=${n}` : n % 5 === 0 ? `?utm_source=bench&utm_campaign=c${n}` : "";
          return { ...req, path: path + query };
        }),
      },
    },
    {
      label: "/go/{slug} (distinct visitors)",
      options: {
        url: `${server.url}/go/memory-go`,
        connections: 4,
        headers: { ...BROWSER_HEADERS },
        requests: each((req) => ({ ...req, headers: { ...req.headers, ...visitor() } })),
      },
    },
    {
      label: "POST /api/events (beacons)",
      options: {
        url: `${server.url}/api/events`,
        connections: 4,
        method: "POST" as const,
        headers: { ...BROWSER_HEADERS, accept: "*/*", "content-type": "application/json" },
        requests: each((req) => {
          const n = beacon++;
          const session = Math.floor(n / 5);
          const event = { type: "page_view", pageUrl: pages[n % pages.length], referrer: "https://www.google.com/", data: { page: pages[n % pages.length] } };
          return {
            ...req,
            headers: { ...req.headers, "x-forwarded-for": `10.2.${(session >> 8) & 255}.${session & 255}`, "cf-ipcountry": "GB" },
            body: JSON.stringify({ sessionId: `s_memory_${session}`, events: [event] }),
          };
        }),
      },
    },
    {
      label: "search.suggest",
      options: {
        url: server.url,
        connections: 4,
        requests: each((req) => {
          const n = suggestion++;
          // A visitor (address) types 5 prefixes: the per-address search limit is not what this measures.
          const address = Math.floor(n / 5);
          return {
            ...req,
            headers: { ...req.headers, "x-forwarded-for": `10.3.${(address >> 8) & 255}.${address & 255}` },
            path: trpc("search.suggest", { q: `${words[n % words.length]}${n % 7 === 0 ? String(n % 100) : ""}` }),
          };
        }),
      },
    },
    {
      label: "tRPC lists",
      options: { url: server.url, connections: 4, requests: each((req) => ({ ...req, path: lists[list++ % lists.length]! })) },
    },
  ];
}
