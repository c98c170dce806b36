// POST /api/events: autocannon for about 10 s against the real server on a throwaway PostgreSQL
// database, then the stored events are compared with the beacons acknowledged (204).
// Targets: >= 5,000 events/s ingested, counts exactly equal.
import { BROWSER_HEADERS, load, startTrackingServer } from "./lib/tracking-bench";

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
/** Events per beacon: the tracker sends one beacon per page and flush, usually 1 to 5 events. */
const PER_BEACON = Number(process.env.BENCH_EVENTS_PER_BEACON ?? 1);

const server = await startTrackingServer(3422);
try {
  const pool = server.handle.pool!;
  const count = async () => (await pool.query<{ n: number }>("select count(*)::int as n from analytics_events")).rows[0]!.n;
  const event = { type: "page_view", pageUrl: "/games/cs2", referrer: "https://www.google.com/", data: { page: "/games/cs2" } };
  const body = JSON.stringify({ sessionId: "s_benchmark_session_1", events: Array.from({ length: PER_BEACON }, () => event) });
  let before = 0;
  const result = await load(
    { url: `${server.url}/api/events`, method: "POST", headers: { ...BROWSER_HEADERS, accept: "*/*", "content-type": "application/json" }, body },
    { seconds: SECONDS, connections: 16, settle: server.flush, beforeMain: async () => void (before = await count()) },
  );
  await server.stop(); // graceful shutdown: acknowledged events are written before the process exits
  const stored = (await count()) - before;
  const acknowledged = result.answered["2xx"] * PER_BEACON;
  const eventsPerSecond = acknowledged / result.seconds;
  const leaked = (await pool.query<{ n: number }>("select count(*)::int as n from analytics_events where ip_address is not null")).rows[0]!.n;
  console.log(
    `/api/events (${PER_BEACON} event(s) per beacon): ${result.rps.toFixed(0)} beacons/s = ${eventsPerSecond.toFixed(0)} events/s over ${result.seconds.toFixed(1)} s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
  );
  console.log(`answered: ${result.answered["2xx"]} beacons acknowledged (2xx), ${result.answered.other} other, ${result.errors} errors`);
  console.log(`database: ${stored} events stored during the timed run (expected ${acknowledged}); rows with an IP address: ${leaked}`);
  const ok = eventsPerSecond >= 5000 && stored === acknowledged && result.errors === 0 && result.answered.other === 0 && leaked === 0;
  console.log(`targets (>= 5000 events/s, counts equal): ${ok ? "met" : "NOT met"}`);
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop().catch(() => undefined);
  await server.handle.close();
}
