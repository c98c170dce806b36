// The header's search suggestions at scale (issues 24 and 38): 50,000 teams, 5,000 tournaments,
// 200,000 matches and 100,000 archived results (match_results), on PostgreSQL and on PGlite. Every
// call goes through the real public procedure (search.suggest: zod input, the search's settings,
// its SQL), as a visitor types: each prefix of a name, one-letter typos, acronyms, and the costly
// common words ("team", "gaming") and long inputs an anonymous caller may send. Measured with 1
// client and with 16 at once (each sends its next call when its answer is in), first what the
// database costs (no answer cache), then with the answer cache as the server has it, where the
// clients' repeated prefixes are answered without a search. Targets: p95 < 50 ms with 1 client on
// each driver, and with 16 clients on PostgreSQL without the cache. BENCH_SEARCH_CALLS changes the
// number of measured calls of each phase, BENCH_SEARCH_DRIVERS (pg, pglite) the drivers.
import pino from "pino";
import { createTestDb, type TestDriver } from "@eb/db/testing";
import { queryRows, sql, type Db } from "@eb/db";
import { createCallerFactory, publicRouter, SEARCH_GUARD, searchConnections, SearchGuard, type ApiContext } from "@eb/api";

const TEAMS = 50_000;
const TOURNAMENTS = 5_000;
const MATCHES = 200_000;
const RESULTS = 100_000;
const CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 1_500);
const TARGET_P95_MS = 50;
const CLIENTS = 16;

/** Real names among the generated ones, for the checks that the search still finds the right team at this size. */
const KNOWN = [
  ["Natus Vincere", "NAVI"],
  ["Fnatic", "FNC"],
  ["G2 Esports", "G2"],
  ["Team Vitality", "VIT"],
  ["FaZe Clan", "FAZE"],
  ["Team Liquid", "TL"],
  ["Ninjas in Pyjamas", "NIP"],
  ["Movistar KOI", "KOI"],
] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Syllable names with accents here and there, common words ("Team", "Gaming", "Esports"), and numbered academy sides. */
async function fill(db: Db): Promise<void> {
  const syllables = `(array['ka','zo','mi','re','lu','tor','van','el','qua','dri','shé','bö','nix','ra','ce','fal','ko','ny','sto','gar'])`;
  const middles = `(array['ra','nix','lo','ven','tis','mor','ka','zen','ly','dor','ön','ix','ta','vo','sa'])`;
  await db.execute(
    sql.raw(`
    insert into teams (id, game, name, acronym)
    select g, (array['cs2','lol','valorant','dota2'])[1 + g % 4]::game, n, upper(left(regexp_replace(n, '^(Team |The )', ''), 3))
    from (select g,
      (array['Team ','','','','The ',''])[1 + (g * 7) % 6] ||
      initcap(${syllables}[1 + g % 20] || ${middles}[1 + (g / 20) % 15] || (array['','n','x','s','r','th',''])[1 + (g / 300) % 7]) ||
      (array[' Esports',' Gaming','',' Club',' Academy',' Five',' Wolves',' Dragons','',' Squad'])[1 + (g / 2100) % 10] ||
      case when g > 21000 then ' ' || (g % 997)::text else '' end as n
      from generate_series(1, ${TEAMS - KNOWN.length}) g) s`),
  );
  await db.execute(
    sql`insert into teams (id, game, name, acronym) values ${sql.join(
      KNOWN.map(([name, acronym], i) => sql`(${900_000 + i}, 'cs2', ${name}, ${acronym})`),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql.raw(`
    insert into tournaments (id, game, name, tier, begin_at, end_at, league_name)
    select g, (array['cs2','lol','valorant','dota2'])[1 + g % 4]::game,
      initcap(${syllables}[1 + g % 20] || ${middles}[1 + (g / 20) % 15]) || ' ' || (array['Masters','League','Cup','Open','Invitational'])[1 + (g / 300) % 5]
        || ' Season ' || (g % 30) || ' - ' || (array['Playoffs','Group Stage','Finals','Qualifier'])[1 + g % 4],
      (array['s','a','b','c','d',null])[1 + g % 6],
      now() - ((g % 800) || ' days')::interval, now() - ((g % 800) - 10 || ' days')::interval,
      initcap(${syllables}[1 + g % 20] || ${middles}[1 + (g / 20) % 15]) || ' ' || (array['Masters','League','Cup','Open','Invitational'])[1 + (g / 300) % 5]
    from generate_series(1, ${TOURNAMENTS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into matches (id, game, status, begin_at, tournament_id, team_a_id, team_a_name, team_b_id, team_b_name)
    select g, 'cs2', case when g % 3 = 0 then 'finished' else 'not_started' end, now() + ((g % 2000) - 600 || ' hours')::interval,
      1 + g % ${TOURNAMENTS}, 1 + (g * 7) % ${TEAMS}, 'Side A', 1 + (g * 13) % ${TEAMS}, 'Side B'
    from generate_series(1, ${MATCHES}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into matches (id, game, status, begin_at, tournament_id, team_a_id, team_a_name, team_b_id, team_b_name)
    select 990000 + g, 'cs2', 'not_started', now() + (g || ' hours')::interval, 1, 900000 + g % ${KNOWN.length}, 'Known', 1 + g, 'Other'
    from generate_series(1, 40) g`),
  );
  await db.execute(
    sql.raw(`
    insert into match_results (id, game, finished_at, team_a_id, team_a_name, team_b_id, team_b_name, team_a_score, team_b_score, winner_id, tournament_id, tournament_name)
    select 1000000 + g, 'cs2', now() - (g || ' minutes')::interval, 1 + g % ${TEAMS}, 'Side A', 1 + (g * 3) % ${TEAMS}, 'Side B', 2, 1, 1 + g % ${TEAMS}, 1 + g % ${TOURNAMENTS}, 'A tournament'
    from generate_series(1, ${RESULTS}) g`),
  );
  await db.execute(sql`vacuum analyze`);
}

/** What visitors type: every prefix of a few names (2+ characters), typos, acronyms, and the expensive inputs. */
async function typedQueries(db: Db): Promise<string[]> {
  const names = await queryRows<{ name: string }>(db, "bench.sample-names", sql`select name from teams where id % 997 = 0 order by id limit 40`);
  const typed = [...names.map((n) => n.name), ...KNOWN.map(([name]) => name)].flatMap((name) =>
    Array.from({ length: Math.min(name.length, 12) - 1 }, (_, i) => name.slice(0, i + 2)),
  );
  const typos = names.map((n) => n.name.slice(0, 2) + n.name.slice(3));
  const heavy = ["team", "gaming", "esports", "the", "team team team team team team gaming esports club academy squad five", "x".repeat(100), "zzqxv"];
  return [...typed, ...typos, "navi", "fnatc", "vitalty", "nip", "koi", ...heavy];
}

/** What went wrong at the bottom of an error's causes (tRPC's error, around Drizzle's, around PostgreSQL's). */
const innermostMessage = (err: unknown): string => (err instanceof Error ? (err.cause === undefined ? err.message : innermostMessage(err.cause)) : String(err));

type Phase = { p50: number; p95: number; p99: number; max: number; perSecond: number; failed: string[] };

/** `calls` calls of `call` over the inputs in turn, `clients` at once (each sends its next when its answer is in). */
async function measure(clients: number, calls: number, queries: string[], call: (q: string) => Promise<unknown>): Promise<Phase> {
  const times: number[] = new Array<number>(calls);
  const failed: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < calls; i = next++) {
        const t0 = performance.now();
        // A call refused by the statement timeout (a loaded machine) is counted, with its time, not the end of the run.
        await call(queries[i % queries.length]!).catch((err: unknown) => failed.push(innermostMessage(err)));
        times[i] = performance.now() - t0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: Math.max(...times), perSecond: calls / seconds, failed };
}

const line = (label: string, m: Phase) =>
  `  ${label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(1)} ms, ${m.perSecond.toFixed(0)} req/s${
    m.failed.length ? `; ${m.failed.length} FAILED (${[...new Set(m.failed)].join("; ")})` : ""
  }`;

async function run(driver: TestDriver): Promise<boolean> {
  const handle = await createTestDb(driver);
  // As the server has it: on PostgreSQL the search's own connections, started with its settings.
  const searchPool = searchConnections(handle);
  try {
    const started = performance.now();
    await fill(handle.db);
    console.log(
      `${driver}: ${TEAMS.toLocaleString("en-US")} teams, ${TOURNAMENTS.toLocaleString("en-US")} tournaments, ${MATCHES.toLocaleString("en-US")} matches, ${RESULTS.toLocaleString("en-US")} archived results in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (driver === "pg") {
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        handle.db,
        "bench.explain",
        sql`explain select id from teams where search_text like '%fnatc%' or 'fnatc' <% search_text limit 100`,
      );
      console.log(
        `  plan: ${plan.some((r) => r["QUERY PLAN"].includes("teams_search_text_trgm_idx")) ? "Bitmap Index Scan on teams_search_text_trgm_idx" : "NO INDEX USED"}`,
      );
    }
    const contextWith = (searchGuard: SearchGuard): ApiContext => ({
      db: handle.db,
      now: () => new Date(),
      log: pino({ level: "silent" }),
      requestId: "bench",
      clientIp: "127.0.0.1",
      userAgent: "bench",
      headers: {},
      cookies: {},
      setCookie: () => undefined,
      clearCookie: () => undefined,
      secureCookies: false,
      searchGuard,
      ...(searchPool ? { searchDb: searchPool.db } : {}),
    });
    // What the database costs: no cache answers a repeat, no rate refuses the bench's one address.
    const api = createCallerFactory(publicRouter)(
      contextWith(new SearchGuard({ perAddressPerMinute: Number.MAX_SAFE_INTEGER, cacheTtlMs: 0, cacheEntries: 0 })),
    );
    let ok = true;
    for (const [q, expected] of [
      ["navi", "Natus Vincere"],
      ["natus vincere", "Natus Vincere"],
      ["fnatc", "Fnatic"],
      ["vitalty", "Team Vitality"],
    ] as const) {
      const found = await api.search.suggest({ q });
      const first = found.teams[0]?.name;
      if (first !== expected) ok = false;
      console.log(
        `  "${q}" -> ${first ?? "nothing"}${found.matches.length ? ` (+${found.matches.length} upcoming)` : ""}${first === expected ? "" : `  EXPECTED ${expected}`}`,
      );
    }
    const queries = await typedQueries(handle.db);
    for (const q of queries.slice(0, 50)) await api.search.suggest({ q }); // warm PostgreSQL's caches
    const heavyQueries = queries.filter((q) => ["team", "gaming", "esports"].includes(q));
    const heavy = await measure(1, Math.min(CALLS, heavyQueries.length * 20), heavyQueries, (q) => api.search.suggest({ q }));
    const one = await measure(1, CALLS, queries, (q) => api.search.suggest({ q }));
    console.log(`${line(`search.suggest, 1 client, ${CALLS} calls over ${queries.length} inputs, no answer cache`, one)} (target p95 < ${TARGET_P95_MS} ms)`);
    console.log(line(`  common words alone ("team", "gaming", "esports")`, heavy));
    const many = await measure(CLIENTS, CALLS, queries, (q) => api.search.suggest({ q }));
    console.log(`${line(`search.suggest, ${CLIENTS} clients, no answer cache`, many)}${driver === "pg" ? ` (target p95 < ${TARGET_P95_MS} ms)` : ""}`);
    if (searchPool) {
      // The same statement in a transaction that sets the settings first (PGlite's way), on the shared pool: what the search's own connections save.
      const inTransaction = createCallerFactory(publicRouter)({
        ...contextWith(new SearchGuard({ perAddressPerMinute: Number.MAX_SAFE_INTEGER, cacheTtlMs: 0, cacheEntries: 0 })),
        searchDb: undefined,
      });
      const tx = await measure(CLIENTS, CALLS, queries, (q) => inTransaction.search.suggest({ q }));
      console.log(line(`search.suggest, ${CLIENTS} clients, no answer cache, in a transaction on the shared pool instead`, tx));
    }
    // As the server runs it: one guard for every client, its rate out of the way of the bench's one address.
    const cachedApi = createCallerFactory(publicRouter)(contextWith(new SearchGuard({ ...SEARCH_GUARD, perAddressPerMinute: Number.MAX_SAFE_INTEGER })));
    const cached = await measure(CLIENTS, CALLS, queries, (q) => cachedApi.search.suggest({ q }));
    console.log(line(`search.suggest, ${CLIENTS} clients, with the answer cache (the first pass over the inputs misses)`, cached));
    return ok && one.failed.length === 0 && many.failed.length === 0 && one.p95 < TARGET_P95_MS && (driver !== "pg" || many.p95 < TARGET_P95_MS);
  } finally {
    await searchPool?.close();
    await handle.close();
  }
}

/** BENCH_SEARCH_DRIVERS=pg measures one driver (PGlite's run is the longer part of the bench). */
const drivers = (["pg", "pglite"] as const).filter((d) => (process.env.BENCH_SEARCH_DRIVERS ?? "pg,pglite").split(",").includes(d));
let failed = false;
for (const driver of drivers) if (!(await run(driver))) failed = true;
if (failed) process.exitCode = 1;
