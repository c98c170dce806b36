/**
 * Benchmark: sync 5,000 matches and 1,000 tournaments from the fake PandaScore into the
 * PostgreSQL at 127.0.0.1:5432. Prints the median wall time of 3 runs (each on a fresh
 * database) and the number of database round trips (queries sent by the pool's clients).
 * Run: node_modules/.bin/tsx tests/bench/sync.bench.ts
 */
import { createTestDb } from "@eb/db/testing";
import { PandaScoreProvider, syncSource, type SyncDeps, countRows, silentLog } from "@eb/api/testing";
import { startFakePandaScore, syntheticMatches, syntheticTournaments } from "../fake-pandascore";

const MATCHES = 5_000;
const TOURNAMENTS = 1_000;
const RUNS = 3;

async function benchOnce(baseUrl: string): Promise<{ ms: number; roundTrips: number; matches: number; tournaments: number; requests: number }> {
  const handle = await createTestDb("pg");
  const Client = (handle.pool as unknown as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }).Client;
  const original = Client.prototype.query;
  let roundTrips = 0;
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    roundTrips++;
    return original.apply(this, args);
  };
  try {
    const deps: SyncDeps = {
      db: handle.db,
      provider: new PandaScoreProvider({ token: "bench", baseUrl, maxPages: 100 }),
      log: silentLog,
      now: () => new Date(),
    };
    const started = performance.now();
    const m = await syncSource(deps, "cs2", "matches");
    const t = await syncSource(deps, "cs2", "tournaments");
    const ms = performance.now() - started;
    Client.prototype.query = original;
    if (!m.success || !t.success) throw new Error(`sync failed: ${m.error ?? t.error}`);
    return {
      ms,
      roundTrips,
      matches: await countRows(handle.db, "matches"),
      tournaments: await countRows(handle.db, "tournaments"),
      requests: m.requests + t.requests,
    };
  } finally {
    Client.prototype.query = original;
    await handle.close();
  }
}

const fake = await startFakePandaScore({
  token: "bench",
  routes: {
    "/csgo/matches/upcoming": syntheticMatches(MATCHES, { tournaments: TOURNAMENTS }),
    "/csgo/tournaments/upcoming": syntheticTournaments(TOURNAMENTS),
  },
});
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await benchOnce(fake.url);
    runs.push(run);
    console.log(
      `run ${i + 1}: ${run.ms.toFixed(0)} ms, ${run.roundTrips} round trips, ${run.requests} HTTP requests, ${run.matches} matches, ${run.tournaments} tournaments in the database`,
    );
  }
  const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!;
  console.log(`median wall time: ${median.ms.toFixed(0)} ms for ${MATCHES} matches + ${TOURNAMENTS} tournaments; round trips per run: ${median.roundTrips}`);
} finally {
  await fake.close();
}
