// Several instances on one database (issue 38): three compiled servers (apps/server/dist/main.js)
// on one throwaway PostgreSQL database (127.0.0.1:5432), behind nginx (round robin, keep-alive
// upstream connections), all in one run:
// 1. throughput through nginx over the three instances against nginx over ONE of them (same nginx,
//    same run, alternating rounds), for a cached page (/ as a browser asks for it, br/gzip) and for
//    /go/{slug} with a distinct visitor per request; the machine has 2 cores, so the three run at
//    1.5 instances per core and the one at 0.5, sharing them with nginx and the load generator;
// 2. an admin's edit reaching every instance: as live-content.bench.ts, a bookmaker renamed through
//    the admin router on its own connection to the database, then each instance's /bonuses fetched
//    until it shows the new name (target: every instance within 1 s, every edit);
// 3. distinct visitors counted exactly: N visitors (X-Forwarded-For, taken by nginx from the load
//    generator as from a CDN, handed to the servers as their one trusted hop) each open /go 3 times
//    within the 30 s window, through the round robin: click_count and stored rows must be N;
// 4. one leader per job: the start-up sync logged by one instance, every periodic job run recorded
//    (sync_job_runs, sampled all along) by that instance only, the sync lock held by one connection,
//    and the analytics rollups (every instance ticks them) counting each stored /go hit once.
// Needs nginx (apt-get install -y nginx; skipped, saying so, without it) and the build.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { bookmakersTab, contentFormOf, SYNC_LOCK_KEY } from "@eb/api/testing";
import { createTestDb } from "@eb/db/testing";
import { databaseUrlOf } from "../support/database-url";
import { benchPort, median } from "./lib/server";
import { nginxInstalled, startNginxProxy } from "./lib/nginx";
import { startCompiledServer, type CompiledServer } from "./lib/compiled-server";
import { BROWSER_HEADERS, distinctVisitors } from "./lib/tracking-bench";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 300);
const CONNECTIONS = 32;
const INSTANCES = 3;
const CORES = 2;
const EDIT_TARGET_MS = 1_000;

if (!nginxInstalled()) {
  console.log("scale-out: skipped, nginx is not installed (apt-get install -y nginx); it is the proxy in front of the instances");
  process.exit(0);
}

const base = benchPort(3440);
const proxyPorts = { three: base + 10, one: base + 11 };
const handle = await createTestDb("pg");
const databaseUrl = await databaseUrlOf(handle);
const pool = handle.pool!;
const env = {
  DATABASE_URL: databaseUrl,
  MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  DEMO_DATA: "true",
  SITE_URL: `http://127.0.0.1:${proxyPorts.three}`,
  TRUST_PROXY: "127.0.0.1",
  GEO_COUNTRY_HEADER: "CF-IPCountry",
  LOG_LEVEL: "info",
};
const instances: CompiledServer[] = [];
const stopAll = () => Promise.all(instances.map((s) => s.stop().catch(() => undefined)));

try {
  // One after another: the first seeds the demo world into the empty database, the others start on it.
  // Each instance names its connections (application_name), so the database says whose they are.
  for (let i = 0; i < INSTANCES; i++)
    instances.push(await startCompiledServer(base + 1 + i, { ...env, DATABASE_URL: `${databaseUrl}?application_name=scale-out-${i + 1}` }));
  const addresses = instances.map((s) => s.url.replace("http://", ""));
  const nginx = await startNginxProxy([
    { port: proxyPorts.three, upstreams: addresses },
    { port: proxyPorts.one, upstreams: addresses.slice(0, 1) },
  ]);
  const [viaThree, viaOne] = nginx.urls as [string, string];
  const sampler = sampleLeadership();
  try {
    const clock = { now: new Date() };
    const tab = await bookmakersTab(handle.db, clock);
    await tab.published("scale-go");
    await tab.published("scale-count");

    const throughput = await measureThroughput(viaThree, viaOne);
    const edits = await measureEdits(tab);
    const counting = await countVisitors(viaThree);
    const leadership = await sampler.stop();
    // Graceful stops write what the batch writers hold: the counts are read after them.
    await stopAll();
    const counted = await storedClicks("scale-count");
    const rollup = await rollupCheck();
    const leaders = instances.map((s, i) => ({ i, id: leaderLine(s) })).filter((x) => x.id !== null);

    console.log("");
    console.log(
      `load: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} alternating rounds; ${INSTANCES} instances on ${CORES} cores (${(INSTANCES / CORES).toFixed(1)} per core) against 1 (${(1 / CORES).toFixed(1)} per core), nginx 2 workers and autocannon on the same cores`,
    );
    for (const row of throughput) {
      console.log(
        `${row.label}: ${INSTANCES} instances ${median(row.three).toFixed(0)} req/s, 1 instance ${median(row.one).toFixed(0)} req/s, ratio ${(median(row.three) / median(row.one)).toFixed(2)} (medians; for information)`,
      );
    }
    const worst = edits.map((e) => Math.max(...e));
    console.log(
      `edit -> every instance: median ${median(worst).toFixed(0)} ms, max ${Math.max(...worst).toFixed(0)} ms over ${EDITS} edits (slowest instance of each edit; per instance medians ${[0, 1, 2].map((i) => median(edits.map((e) => e[i]!)).toFixed(0)).join(" / ")} ms; target every instance < ${EDIT_TARGET_MS} ms)`,
    );
    console.log(
      `distinct visitors: ${VISITORS} visitors x 3 /go each through the round robin (${counting.redirects} redirects, ${counting.other} other): click_count ${counted.clicks}, stored rows ${counted.rows} (target exactly ${VISITORS}; ${(counted.clicks / VISITORS).toFixed(2)} per visitor)`,
    );
    console.log(`start-up sync (the leader's first run) logged by instance(s): ${leaders.map((l) => `#${l.i + 1} ${l.id}`).join(", ") || "none"}`);
    for (const [job, seen] of leadership.jobs) {
      console.log(`  job ${job}: ${seen.runs} run(s) since the database was made, by ${[...seen.by].map((id) => instanceName(id, leaders)).join(", ")}`);
    }
    console.log(
      `sync lock (pg_locks, sampled every 500 ms): at most ${leadership.maxHolders} holder at once, held by ${[...leadership.lockHolders].join(", ") || "none"}`,
    );
    console.log(
      `database connections per instance (pg_stat_activity, most seen at once; the pool is 10): ${[...leadership.maxConnections]
        .sort()
        .map(([app, n]) => `${app} ${n}`)
        .join(", ")}`,
    );
    console.log(`analytics rollups (every instance ticks them): /go hits up to the watermark ${rollup.hits}, rolled up ${rollup.rolled} (each once: equal)`);

    const oneLeader =
      leaders.length === 1 &&
      leadership.maxHolders === 1 &&
      leadership.lockHolders.size === 1 &&
      leadership.lockHolders.has(`scale-out-${leaders[0]!.i + 1}`) &&
      [...leadership.jobs.values()].every((seen) => seen.by.size === 1 && seen.by.has(leaders[0]!.id!));
    const ok =
      throughput.every((row) => row.failures === 0) &&
      Math.max(...worst) < EDIT_TARGET_MS &&
      counting.other === 0 &&
      counted.clicks === VISITORS &&
      counted.rows === VISITORS &&
      oneLeader &&
      rollup.hits === rollup.rolled;
    console.log(
      `targets (no errors, every edit on every instance < ${EDIT_TARGET_MS} ms, ${VISITORS} visitors counted exactly ${VISITORS}, one leader per job, rollups once): ${ok ? "met" : "NOT met"}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await sampler.stop();
    await nginx.stop();
  }
} finally {
  await stopAll();
  await handle.close();
}

/** Requests per second of one autocannon run; `visitor` gives each request its own headers. */
async function rps(url: string, headers: Record<string, string>, expect: "2xx" | "3xx", visitor?: () => Record<string, string>) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    pipelining: 1,
    headers,
    ...(visitor ? { requests: [{ setupRequest: (req: autocannon.RequestParams) => ({ ...req, headers: { ...req.headers, ...visitor() } }) }] } : {}),
  });
  const good = expect === "2xx" ? result["2xx"] : result["3xx"];
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.requests.total - good + result.errors + result.timeouts };
}

async function measureThroughput(viaThree: string, viaOne: string) {
  const page = { ...BROWSER_HEADERS, "accept-encoding": "br, gzip" };
  const rows = [
    {
      label: "/ (br, gzip, cached)",
      path: "/",
      headers: page,
      expect: "2xx" as const,
      visitor: undefined,
      three: [] as number[],
      one: [] as number[],
      failures: 0,
    },
    {
      label: "/go/{slug} (a distinct visitor each)",
      path: "/go/scale-go",
      headers: { ...BROWSER_HEADERS },
      expect: "3xx" as const,
      visitor: true,
      three: [] as number[],
      one: [] as number[],
      failures: 0,
    },
  ];
  let prefix = 1;
  for (const row of rows) await fetch(viaThree + row.path, { headers: row.headers, redirect: "manual" }); // warm
  for (let round = 1; round <= ROUNDS; round++) {
    for (const row of rows) {
      // Alternating which goes first, so a drift in the shared machine's load weighs on both alike.
      const order = round % 2 ? (["three", "one"] as const) : (["one", "three"] as const);
      for (const which of order) {
        const r = await rps((which === "three" ? viaThree : viaOne) + row.path, row.headers, row.expect, row.visitor ? distinctVisitors(prefix++) : undefined);
        row[which].push(r.rps);
        row.failures += r.failures;
        console.log(
          `round ${round} ${row.label} via nginx over ${which === "three" ? INSTANCES : 1}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.failures} failed`,
        );
      }
    }
  }
  return rows;
}

/** Per edit, how long each instance took to serve the new name (ms after the edit committed). */
async function measureEdits(tab: Awaited<ReturnType<typeof bookmakersTab>>): Promise<number[][]> {
  const page = async (server: CompiledServer) => (await fetch(`${server.url}/bonuses`)).text();
  const rounds: number[][] = [];
  for (let round = 0; round < EDITS; round++) {
    const [bm] = (await tab.api().list()).filter((x) => x.publishStatus === "published" && x.active && !x.redirectSlug?.startsWith("scale-"));
    await Promise.all(instances.map(page)); // every instance has the page cached before the edit
    const name = `Scale Bench ${round}`;
    await tab.api().update({ id: bm!.id, version: bm!.version, content: contentFormOf(bm!, { name }) });
    const committed = performance.now();
    rounds.push(
      await Promise.all(
        instances.map(async (server, i) => {
          while (!(await page(server)).includes(name)) {
            if (performance.now() - committed > 5_000) throw new Error(`edit ${round}: never showed on instance #${i + 1}`);
          }
          return performance.now() - committed;
        }),
      ),
    );
  }
  return rounds;
}

/** VISITORS visitors, 20 at a time, each opening /go three times in a row through the round robin. */
async function countVisitors(viaThree: string) {
  let redirects = 0;
  let other = 0;
  let next = 0;
  const visitor = async (i: number) => {
    const headers = { ...BROWSER_HEADERS, "x-forwarded-for": `10.250.${(i >> 8) & 255}.${i & 255}`, "cf-ipcountry": "GB" };
    for (let hit = 0; hit < 3; hit++) {
      const res = await fetch(`${viaThree}/go/scale-count`, { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status >= 300 && res.status < 400) redirects++;
      else other++;
    }
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < VISITORS) await visitor(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (seconds >= 30) throw new Error(`the visitors took ${seconds.toFixed(0)} s, past the 30 s window`);
  return { redirects, other };
}

async function storedClicks(slug: string) {
  const row = (
    await pool.query<{ clicks: string; rows: number }>(
      "select r.click_count as clicks, (select count(*)::int from redirect_hits h where h.redirect_id = r.id) as rows from bookmaker_redirects r where r.slug = $1",
      [slug],
    )
  ).rows[0]!;
  return { clicks: Number(row.clicks), rows: row.rows };
}

/** The /go hits the rollups have passed (id up to the watermark) against what they added up. */
async function rollupCheck() {
  const row = (
    await pool.query<{ hits: number; rolled: string | null }>(
      `select (select count(*)::int from redirect_hits where id <= coalesce((select watermark from analytics_rollup_state where stream = 'redirects'), 0)) as hits,
              (select sum(n) from redirect_hit_hours) as rolled`,
    )
  ).rows[0]!;
  return { hits: row.hits, rolled: Number(row.rolled ?? 0) };
}

/** The instance id an instance logged when it took the lead (its start-up sync), or null. */
function leaderLine(server: CompiledServer): string | null {
  const line = server.output.lines.find((l) => l.includes("sync leader: running start-up sync"));
  return line ? (JSON.parse(line) as { instanceId: string }).instanceId : null;
}

function instanceName(id: string, leaders: { i: number; id: string | null }[]) {
  const leader = leaders.find((l) => l.id === id);
  return leader ? `#${leader.i + 1} (${id})` : id;
}

/** Every 500 ms: who recorded each job's runs (sync_job_runs), and how many connections hold the sync lock. */
function sampleLeadership() {
  const jobs = new Map<string, { runs: number; by: Set<string> }>();
  let maxHolders = 0;
  const lockHolders = new Set<string>();
  const maxConnections = new Map<string, number>();
  const state = { stopped: false };
  const sample = async () => {
    const runs = await pool.query<{ job: string; runs: number; instance_id: string | null }>("select job, runs, instance_id from sync_job_runs");
    for (const r of runs.rows) {
      const seen = jobs.get(r.job) ?? { runs: 0, by: new Set<string>() };
      if (r.instance_id) seen.by.add(r.instance_id);
      seen.runs = r.runs;
      jobs.set(r.job, seen);
    }
    const holders = await pool.query<{ app: string }>(
      "select a.application_name as app from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.objid = $1 and l.granted",
      [SYNC_LOCK_KEY],
    );
    maxHolders = Math.max(maxHolders, holders.rows.length);
    for (const h of holders.rows) lockHolders.add(h.app);
    const connections = await pool.query<{ app: string; n: number }>(
      "select application_name as app, count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'scale-out-%' group by 1",
    );
    for (const c of connections.rows) maxConnections.set(c.app, Math.max(maxConnections.get(c.app) ?? 0, c.n));
  };
  const loop = (async () => {
    while (!state.stopped) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await sample();
  })();
  let result: Promise<{
    jobs: Map<string, { runs: number; by: Set<string> }>;
    maxHolders: number;
    lockHolders: Set<string>;
    maxConnections: Map<string, number>;
  }> | null = null;
  return {
    stop: () =>
      (result ??= (async () => {
        state.stopped = true;
        await loop;
        return { jobs, maxHolders, lockHolders, maxConnections };
      })()),
  };
}
