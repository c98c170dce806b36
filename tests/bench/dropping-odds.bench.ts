/**
 * Benchmark: the dropping-odds list's read (/dropping-odds, odds.dropping) on a big database: 2,000
 * bo3 matches × 20 bookmakers × 18 quotes (720,000 prices) in the PostgreSQL at 127.0.0.1:5432,
 * filled through the poll the job runs (pollGameOdds), with a day of history: a first fill 26 hours
 * ago, then BENCH_MOVES refreshes through the day, each moving another 5 % of the quotes (down or
 * up), the last half an hour ago (every quote seen lately, so every price is current). The read is
 * timed BENCH_RUNS times for every game and for CS2 (median), its plan printed with EXPLAIN ANALYZE.
 * Target: < 200 ms, median. BENCH_MOVES sets the refreshes (default 5: a quarter of the quotes moved in
 * the day), BENCH_INDEX=1 adds the indexes the read could use (see PROPOSED_INDEXES).
 * Run: node_modules/.bin/tsx tests/bench/dropping-odds.bench.ts
 */
import { sql, type SQL } from "@eb/db";
import { createTestDb } from "@eb/db/testing";
import { bookmakerFeedKeys, bookmakers } from "@eb/db/schema";
import {
  countRows,
  droppingOdds,
  visibleBookFeeds,
  oddsCallLimits,
  pollGameOdds,
  silentLog,
  type FeedEventOdds,
  type OddsDeps,
  type OddsQuote,
  type OddsSource,
} from "@eb/api/testing";
import { benchBeginOf, benchBookKey, benchMarkets, benchTeamName, insertBenchMatches } from "./lib/bench-matches";

const MATCHES = 2_000;
const BOOKMAKERS = 20;
const BEST_OF = 3;
const MOVES = Number(process.env.BENCH_MOVES ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 200;
const HOUR = 3_600_000;
/** The indexes the read could use (proposed, not migrated): the pre-match prices by their last change, and index-only history probes. */
const PROPOSED_INDEXES = [
  `create index odds_prices_pre_match_changed_idx on odds_prices (changed_at) where not in_play`,
  `create index odds_price_history_pre_match_idx on odds_price_history (match_id, bookmaker_id, source, market, selection, "window")
     include (price, status, recorded_at) where not in_play`,
];
const NOW = new Date(Math.floor(Date.now() / 300_000) * 300_000);

const teamName = benchTeamName;
const beginOf = benchBeginOf(NOW);
const key = benchBookKey;
const MARKETS = benchMarkets(BEST_OF);
const QUOTES_PER_BOOK = MARKETS.length;

/** Every quote of every book on every match; after `moves` refreshes, the quotes each moved (one in twenty per refresh) sit lower or higher. */
function events(moves: number, observedAt: Date): FeedEventOdds[] {
  return Array.from({ length: MATCHES }, (_, i) => {
    const quotes: OddsQuote[] = [];
    for (let b = 0; b < BOOKMAKERS; b++)
      MARKETS.forEach(({ market, selection }, q) => {
        const n = (i * BOOKMAKERS + b) * QUOTES_PER_BOOK + q;
        let price = 1.5 + ((i + b + q) % 300) / 100;
        // Refresh r moves the quotes with n % 20 === r: falls of 1 to 30 %, one in four a rise.
        for (let r = 1; r <= moves; r++) if (n % 20 === r) price = n % 4 === 0 ? price * 1.1 : price * (1 - ((n % 30) + 1) / 100);
        quotes.push({ bookmakerKey: key(b), market, selection, price: Math.round(price * 100) / 100, status: "open", observedAt });
      });
    return {
      fixture: { feed: "stadar", feedEventId: `bench-${i}`, start: beginOf(i), homeTeam: teamName(i, "a"), awayTeam: teamName(i, "b"), bestOf: BEST_OF },
      sportKey: "cs2",
      bookmakers: Array.from({ length: BOOKMAKERS }, (_, b) => ({ key: key(b), title: `Bench Book ${b}` })),
      quotes,
    };
  });
}

function source(current: () => FeedEventOdds[]): OddsSource {
  return {
    name: "stadar",
    async *fetch() {
      yield { events: current(), skipped: 0, invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0, refusedPrices: 0, requestsRemaining: null };
    },
  };
}

/** A statement's SQL text without its parameters (its string chunks, nested statements' included). */
function textOf(query: SQL): string {
  return query.queryChunks
    .map((chunk): string => {
      const part = chunk as { queryChunks?: unknown; value?: unknown };
      if (part.queryChunks) return textOf(chunk as SQL);
      return Array.isArray(part.value) ? part.value.join("") : "";
    })
    .join("");
}

/** The db (and its transactions) with each named raw query's plan printed: run once more under EXPLAIN ANALYZE. */
function explaining<D extends object>(db: D, plans: string[]): D {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === "transaction")
        return (fn: (tx: object) => Promise<unknown>, config?: unknown) =>
          (value as (f: (tx: object) => Promise<unknown>, c?: unknown) => Promise<unknown>).call(target, (tx) => fn(explaining(tx, plans)), config);
      if (prop !== "execute") return value;
      const execute = (value as (q: SQL) => Promise<unknown>).bind(target);
      return async (query: SQL) => {
        // Not the `set local` statements around them: EXPLAIN takes queries only.
        if (!/^\s*set\s/i.test(textOf(query))) {
          const plan = (await execute(sql`explain (analyze, buffers) ${query}`)) as { rows: Array<Record<string, string>> };
          plans.push(plan.rows.map((r) => Object.values(r)[0]).join("\n"));
        }
        return execute(query);
      };
    },
  });
}

const handle = await createTestDb("pg");
try {
  const db = handle.db;
  await insertBenchMatches(db, MATCHES, { teamName, beginOf, numberOfGames: BEST_OF });
  const books = await db
    .insert(bookmakers)
    .values(Array.from({ length: BOOKMAKERS }, (_, b) => ({ name: `Bench Book ${b}` })))
    .returning({ id: bookmakers.id });
  await db.insert(bookmakerFeedKeys).values(books.map((book, b) => ({ bookmakerId: book.id, source: "stadar" as const, key: key(b) })));
  let clock = new Date(NOW.getTime() - 26 * HOUR);
  let served = events(0, clock);
  const deps: OddsDeps = { db, source: source(() => served), log: silentLog, now: () => clock, limits: oddsCallLimits(1_000) };
  const fillStarted = performance.now();
  await pollGameOdds(deps, "cs2");
  // The day's refreshes, evenly from 22 hours ago to half an hour ago (one alone: 22 hours ago).
  for (let move = 1; move <= MOVES; move++) {
    clock = new Date(NOW.getTime() - (22 - ((22 - 0.5) * (move - 1)) / Math.max(1, MOVES - 1)) * HOUR);
    served = events(move, clock);
    const result = await pollGameOdds(deps, "cs2");
    if (!result.success) throw new Error(`refresh failed: ${JSON.stringify(result)}`);
  }
  // A last identical refresh a quarter of an hour ago: every quote seen lately, so every price is current.
  clock = new Date(NOW.getTime() - 0.25 * HOUR);
  served = events(MOVES, clock);
  await pollGameOdds(deps, "cs2");
  // BENCH_INDEX=1: with the covering index the report proposes (no migration adds it), to measure what it would gain.
  if (process.env.BENCH_INDEX === "1") for (const index of PROPOSED_INDEXES) await db.execute(sql.raw(index));
  // As autovacuum would have by now: the refreshes rewrote every price (seen again).
  for (const table of ["odds_prices", "odds_price_history", "matches", "tournaments", "bookmakers", "bookmaker_feed_keys"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(
    `filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${await countRows(db, "odds_prices")} prices, ${await countRows(db, "odds_price_history")} history rows`,
  );

  const licensedEverywhere = () => true;
  const timings: Record<string, number[]> = { all: [], cs2: [] };
  let listed = 0;
  for (let run = 0; run < RUNS; run++)
    for (const game of ["all", "cs2"] as const) {
      const started = performance.now();
      const result = await droppingOdds(db, game, NOW, await visibleBookFeeds(db, licensedEverywhere));
      timings[game]!.push(performance.now() - started);
      listed = result.rows.length;
    }
  const plans: string[] = [];
  await droppingOdds(explaining(db, plans), "all", NOW, await visibleBookFeeds(db, licensedEverywhere));
  console.log(plans.join("\n\n"));
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    `median of ${RUNS}, ${MATCHES} bo${BEST_OF} matches × ${BOOKMAKERS} bookmakers × ${QUOTES_PER_BOOK} quotes, ${MOVES} refreshes in the day: ` +
      `${process.env.BENCH_INDEX === "1" ? "with the proposed index, " : ""}all games ${median(timings.all!).toFixed(0)} ms, cs2 ${median(timings.cs2!).toFixed(0)} ms, ${listed} rows (target < ${TARGET_MS} ms)`,
  );
  if (Math.max(median(timings.all!), median(timings.cs2!)) >= TARGET_MS) process.exitCode = 1;
} finally {
  await handle.close();
}
