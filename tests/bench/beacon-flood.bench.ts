// One client address posting heavy beacons to /api/events as fast as the minute limit lets it
// (120 a minute, 25 events each, near the 16 KB body limit) for a simulated hour, on a throwaway
// PostgreSQL database with a controlled clock: what it stores with the per-address daily budget
// (the default) and with the minute limit alone (how the server was before the budget).
// Target: with the budget, no more than BEACON_BUDGET per address per day.
import { createTestDb } from "@eb/db/testing";
import { buildApp } from "@eb/server/app";
import { loadConfig } from "@eb/config";
import { BEACON_BUDGET, type BeaconLimitOptions } from "@eb/api";

const MINUTES = Number(process.env.BENCH_FLOOD_MINUTES ?? 60);
const BEACONS_PER_MINUTE = 120;
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** 25 events of ~620 bytes each: a 15.6 KB beacon, under EVENTS_BODY_LIMIT. */
const heavyBeacon = (n: number) =>
  JSON.stringify({
    sessionId: `flood_session_${n}`,
    events: Array.from({ length: 25 }, (_, i) => ({
      type: "bookmaker_click",
      pageUrl: `/p${i}?${"x".repeat(300)}`,
      data: { bookmaker: "b".repeat(200), bonus: "c".repeat(50) },
    })),
  });

async function flood(label: string, beaconLimits: BeaconLimitOptions | undefined) {
  const handle = await createTestDb("pg");
  let clock = new Date("2026-11-23T00:00:00Z");
  const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", TRUST_PROXY: "1" }), handle, now: () => clock, beaconLimits });
  try {
    const answers = { accepted: 0, refused: 0 };
    const started = performance.now();
    for (let n = 0; n < MINUTES * BEACONS_PER_MINUTE; n++) {
      clock = new Date(clock.getTime() + 60_000 / BEACONS_PER_MINUTE);
      const res = await app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: "10.0.0.1",
        headers: { "user-agent": UA, accept: "*/*", "content-type": "application/json", "x-forwarded-for": `203.0.113.5:${1024 + (n % 60_000)}` },
        payload: heavyBeacon(n),
      });
      if (res.statusCode === 204) answers.accepted++;
      else answers.refused++;
    }
    await app.flushAnalyticsEvents();
    const pool = handle.pool!;
    const { rows } = await pool.query<{ events: number; text: string; table: string }>(
      `select count(*)::int as events,
        coalesce(sum(octet_length(page_url) + coalesce(octet_length(user_agent), 0) + octet_length(event_data::text)), 0)::bigint as text,
        pg_total_relation_size('analytics_events')::bigint as table from analytics_events`,
    );
    const r = rows[0]!;
    const mib = (b: string | number) => (Number(b) / 1024 / 1024).toFixed(1);
    console.log(
      `${label}: ${MINUTES} simulated minutes, ${answers.accepted} beacons accepted, ${answers.refused} refused; stored ${r.events.toLocaleString("en-US")} events, ` +
        `${mib(r.text)} MiB of text, table with indexes ${mib(r.table)} MiB (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return r.events;
  } finally {
    await app.close();
    await handle.close();
  }
}

const unbounded = await flood("minute limit only (before)", { budget: { eventsPerDay: Number.MAX_SAFE_INTEGER, bytesPerDay: Number.MAX_SAFE_INTEGER } });
const bounded = await flood("with the daily budget (default)", undefined);
console.log(
  `\nper address per day with the budget: at most ${BEACON_BUDGET.eventsPerDay} events / ${BEACON_BUDGET.bytesPerDay / 1024 / 1024} MiB; without: ${unbounded} in ${MINUTES} min`,
);
if (bounded > BEACON_BUDGET.eventsPerDay) process.exitCode = 1;
