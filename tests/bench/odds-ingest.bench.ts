/**
 * Benchmark (issue 25): one full refresh of 2,000 matches × 20 bookmakers from a fake The Odds API
 * into the PostgreSQL at 127.0.0.1:5432, through the poll the job runs (fetch, parse, match,
 * write). Each run on a fresh database: the first refresh stores every price (80,000 prices and
 * their first history rows); a second refresh of the same feed with 10% of the prices moved writes
 * only those. Target: the full refresh < 5 s (median of 3 runs).
 * Run: node_modules/.bin/tsx tests/bench/odds-ingest.bench.ts
 */
import { createTestDb } from "@eb/db/testing";
import { bookmakerFeedKeys, bookmakers } from "@eb/db/schema";
import { countRows, oddsCallLimits, pollGameOdds, silentLog, theOddsApiSource } from "@eb/api/testing";
import { bookmaker, startFakeOdds } from "../fake-odds";
import { insertBenchMatches } from "./lib/bench-matches";

const MATCHES = 2_000;
const BOOKMAKERS = 20;
const RUNS = 3;
const TARGET_MS = 5_000;
const SPORT = "esports_cs2";
const HOUR = 3_600_000;
const NOW = new Date();

const teamName = (i: number, side: "a" | "b") => `Bench ${side === "a" ? "Alpha" : "Bravo"} ${i}`;
const beginOf = (i: number) => new Date(NOW.getTime() + (2 + (i % 500)) * HOUR);
const key = (b: number) => `bench_book_${b}`;

/** The feed: every match with every bookmaker; `moved` shifts one price in ten by a cent. */
function feed(moved: boolean): unknown[] {
  return Array.from({ length: MATCHES }, (_, i) => ({
    id: `bench-event-${i}`,
    sport_key: SPORT,
    sport_title: "CS2",
    commence_time: beginOf(i).toISOString(),
    home_team: teamName(i, "a"),
    away_team: teamName(i, "b"),
    bookmakers: Array.from({ length: BOOKMAKERS }, (_, b) => {
      const shift = moved && (i * BOOKMAKERS + b) % 10 === 0 ? 0.01 : 0;
      return bookmaker(key(b), `Bench Book ${b}`, NOW.toISOString(), [
        { name: teamName(i, "a"), price: 1.5 + ((i + b) % 40) / 100 + shift },
        { name: teamName(i, "b"), price: 2.4 + ((i * 7 + b) % 40) / 100 },
      ]);
    }),
  }));
}

const fake = await startFakeOdds({ apiKey: "bench", sports: { [SPORT]: feed(false) }, quota: 1_000_000 });
try {
  const runs: { full: number; refresh: number; changed: number; prices: number; history: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    fake.setEvents(SPORT, feed(false));
    const handle = await createTestDb("pg");
    try {
      const db = handle.db;
      await insertBenchMatches(db, MATCHES, { teamName, beginOf });
      const books = await db
        .insert(bookmakers)
        .values(Array.from({ length: BOOKMAKERS }, (_, b) => ({ name: `Bench Book ${b}` })))
        .returning({ id: bookmakers.id });
      await db.insert(bookmakerFeedKeys).values(books.map((book, b) => ({ bookmakerId: book.id, source: "the-odds-api" as const, key: key(b) })));
      let clock = NOW;
      const deps = {
        db,
        source: theOddsApiSource({ baseUrl: fake.url, apiKey: "bench", regions: "eu", sportKeys: { cs2: SPORT }, log: silentLog, now: () => clock }),
        log: silentLog,
        now: () => clock,
        limits: oddsCallLimits(1_000),
      };
      let started = performance.now();
      const full = await pollGameOdds(deps, "cs2");
      const fullMs = performance.now() - started;
      if (!full.success || full.matched !== MATCHES) throw new Error(`full refresh failed: ${JSON.stringify(full)}`);
      fake.setEvents(SPORT, feed(true));
      clock = new Date(NOW.getTime() + 60_000);
      started = performance.now();
      const refresh = await pollGameOdds(deps, "cs2");
      const refreshMs = performance.now() - started;
      const result = {
        full: fullMs,
        refresh: refreshMs,
        changed: refresh.changed,
        prices: await countRows(db, "odds_prices"),
        history: await countRows(db, "odds_price_history"),
      };
      runs.push(result);
      console.log(
        `run ${run + 1}: full refresh ${fullMs.toFixed(0)} ms (${full.changed} prices written); second refresh ${refreshMs.toFixed(0)} ms (${refresh.changed} changed written, ${refresh.unchanged} unchanged untouched); ${result.prices} prices, ${result.history} history rows`,
      );
    } finally {
      await handle.close();
    }
  }
  const median = (pick: (r: (typeof runs)[number]) => number) => [...runs].map(pick).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const fullMs = median((r) => r.full);
  console.log(
    `median: full refresh of ${MATCHES} matches × ${BOOKMAKERS} bookmakers ${fullMs.toFixed(0)} ms (target < ${TARGET_MS} ms); refresh with 10% moved ${median((r) => r.refresh).toFixed(0)} ms`,
  );
  if (fullMs >= TARGET_MS) process.exitCode = 1;
} finally {
  await fake.close();
}
