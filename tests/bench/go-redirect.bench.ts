// /go/{slug}, three parts in one run:
// 1. a bare Fastify 302 server (the baseline) and the real server on a throwaway PostgreSQL
//    database, alternately (BENCH_ROUNDS, 2), each under autocannon for about 10 s at 32
//    connections, every request a distinct visitor (X-Forwarded-For through the server's one
//    trusted proxy hop, and the user agent) placed by that hop's CF-IPCountry / CF-Region-Code
//    headers in one of several jurisdictions, so the lookup and the licence check are in the path;
// 2. the database's click count against the redirects answered: every distinct visitor counted;
// 3. one address hammering /go for 20 s with a new user agent every request: the clicks counted
//    and the rows and bytes stored.
// 4. (issue 27) each round also runs /go for a bookmaker whose affiliate programme takes our click
//    id (`btag`): every counted click also gets an id, appended to the tracking URL and stored in
//    affiliate_clicks. Reported against the same bare server, with its ids counted exactly; the
//    0.5x target stays the plain /go's (a figure for the ids path is reported, no target set).
// Targets: /go >= 0.5x the bare server's req/s, p99 < 20 ms, distinct visitors counted exactly,
// the hammering address counted and stored at most 10 times per clock minute it touched.
import autocannon from "autocannon";
import { BROWSER_HEADERS, load, startBareRedirectServer, startTrackingServer } from "./lib/tracking-bench";

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const HAMMER_SECONDS = Number(process.env.BENCH_HAMMER_DURATION ?? 20);
const CONNECTIONS = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BUDGET_PER_MINUTE = 10; // click-counter.ts

/** Where the visitors are, as the CDN's headers say: a country, a US state, a region-less country. */
const PLACES: Record<string, string>[] = [
  { "cf-ipcountry": "GB" },
  { "cf-ipcountry": "US", "cf-region-code": "NJ" },
  { "cf-ipcountry": "SE" },
  { "cf-ipcountry": "AT" },
  { "cf-ipcountry": "US" },
];

/**
 * Distinct visitors: each address (10.x.y.z) is used with 10 user agents, once each, so no visit
 * repeats and no address goes past its budget, whichever minute the requests fall in.
 */
let visits = 0;
const nextVisitor = (): Record<string, string> => {
  const n = visits++;
  const a = Math.floor(n / BUDGET_PER_MINUTE) + 1;
  return {
    "x-forwarded-for": `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`,
    "user-agent": `${BROWSER_HEADERS["user-agent"]} visitor/${n % BUDGET_PER_MINUTE}`,
    ...PLACES[a % PLACES.length],
  };
};
const target = (url: string) => ({ url, headers: { ...BROWSER_HEADERS }, perRequestHeaders: nextVisitor });
const report = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  console.log(`${name}: ${r.rps.toFixed(0)} req/s over ${r.seconds.toFixed(1)} s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`);

const bare = await startBareRedirectServer(3422);
// A server that fails to start must not leave the baseline running (it holds the port and the bench's output open).
const server = await startTrackingServer(3421).catch(async (err: unknown) => {
  await bare.stop().catch(() => undefined);
  throw err;
});
try {
  const pool = server.handle.pool!;
  const b = await pool.query<{ id: number }>("insert into bookmakers (name, rating, redirect_slug) values ('Bench Book', 4.5, 'bench-book') returning id");
  await pool.query("insert into bookmaker_redirects (bookmaker_id, slug, target_url) values ($1, 'bench-book', 'https://bench-book.example/join?aff=1')", [
    b.rows[0]!.id,
  ]);
  const withIds = await pool.query<{ id: number }>("insert into bookmakers (name, rating, redirect_slug) values ('Bench Ids', 4.5, 'bench-ids') returning id");
  await pool.query("insert into bookmaker_redirects (bookmaker_id, slug, target_url) values ($1, 'bench-ids', 'https://bench-ids.example/join?aff=1')", [
    withIds.rows[0]!.id,
  ]);
  await pool.query("insert into affiliate_programs (bookmaker_id, click_id_param) values ($1, 'btag')", [withIds.rows[0]!.id]);
  // Since issue 36 a bookmaker without a licence is offered nowhere (every /go a 451): both are licensed everywhere.
  await pool.query("insert into bookmaker_licences (bookmaker_id, mode, jurisdictions) select unnest($1::int[]), 'everywhere_except', '{}'", [
    [b.rows[0]!.id, withIds.rows[0]!.id],
  ]);
  const idCounts = async () => {
    const row = (
      await pool.query<{ clicks: string; ids: number }>(
        "select (select click_count from bookmaker_redirects where slug = 'bench-ids') as clicks, (select count(*)::int from affiliate_clicks) as ids",
      )
    ).rows[0]!;
    return { clicks: Number(row.clicks), ids: row.ids };
  };

  const counts = async () => {
    const clicks = (await pool.query<{ n: string }>("select click_count as n from bookmaker_redirects where slug = 'bench-book'")).rows[0]!;
    const rows = (
      await pool.query<{ n: number; bytes: string }>("select count(*)::int as n, pg_total_relation_size('redirect_hits') as bytes from redirect_hits")
    ).rows[0]!;
    return { clicks: Number(clicks.n), rows: rows.n, bytes: Number(rows.bytes) };
  };
  // Bare and /go alternate, so a machine whose load drifts (it is shared) weighs on both alike.
  const totals = { bare: 0, go: 0, redirects: 0, other: 0, errors: 0, clicks: 0, rows: 0, p99: 0 };
  const ids = { go: 0, redirects: 0, other: 0, errors: 0, clicks: 0, stored: 0, p99: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    const idle = async () => undefined;
    const baseline = await load(target(`${bare.url}/go/bench-book`), { seconds: SECONDS, connections: CONNECTIONS, settle: idle, beforeMain: idle });
    report(`round ${round}, bare Fastify 302`, baseline);
    let before = { clicks: 0, rows: 0, bytes: 0 };
    const result = await load(target(`${server.url}/go/bench-book?utm_source=bench&pl=bench`), {
      seconds: SECONDS,
      connections: CONNECTIONS,
      settle: server.flush,
      beforeMain: async () => void (before = await counts()),
    });
    await server.flush();
    const after = await counts();
    report(`round ${round}, /go/{slug}`, result);
    totals.bare += baseline.rps;
    totals.go += result.rps;
    totals.redirects += result.answered["3xx"];
    totals.other += result.answered.other;
    totals.errors += result.errors;
    totals.clicks += after.clicks - before.clicks;
    totals.rows += after.rows - before.rows;
    totals.p99 = Math.max(totals.p99, result.p99);

    let idsBefore = { clicks: 0, ids: 0 };
    const idsResult = await load(target(`${server.url}/go/bench-ids?utm_source=bench&pl=bench`), {
      seconds: SECONDS,
      connections: CONNECTIONS,
      settle: server.flush,
      beforeMain: async () => void (idsBefore = await idCounts()),
    });
    await server.flush();
    const idsAfter = await idCounts();
    report(`round ${round}, /go/{slug} with click ids`, idsResult);
    ids.go += idsResult.rps;
    ids.redirects += idsResult.answered["3xx"];
    ids.other += idsResult.answered.other;
    ids.errors += idsResult.errors;
    ids.clicks += idsAfter.clicks - idsBefore.clicks;
    ids.stored += idsAfter.ids - idsBefore.ids;
    ids.p99 = Math.max(ids.p99, idsResult.p99);
  }
  const ratio = totals.go / totals.bare;
  console.log(`/go against bare Fastify, same run: ${ratio.toFixed(2)}x (mean of ${ROUNDS} alternating rounds)`);
  console.log(`distinct visitors: ${totals.redirects} redirects (3xx), ${totals.other} other; click_count +${totals.clicks}, rows +${totals.rows}`);
  console.log(
    `with click ids: ${(ids.go / totals.bare).toFixed(2)}x bare Fastify, p99 ${ids.p99} ms; ${ids.redirects} redirects, ${ids.other} other; click_count +${ids.clicks}, click ids stored +${ids.stored}`,
  );
  const after = await counts();

  // One address (the loopback peer, no forwarded header), a new user agent on every request.
  let agents = 0;
  const startMinute = Math.floor(Date.now() / 60_000);
  const hammer = await autocannon({
    url: `${server.url}/go/bench-book`,
    connections: CONNECTIONS,
    duration: HAMMER_SECONDS,
    headers: { ...BROWSER_HEADERS },
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "user-agent": `${BROWSER_HEADERS["user-agent"]} r${agents++}` } }) }],
  });
  const minutes = Math.floor(Date.now() / 60_000) - startMinute + 1;
  await server.flush();
  const hammered = await counts();
  const hClicks = hammered.clicks - after.clicks;
  const hRows = hammered.rows - after.rows;
  console.log(
    `one address, ${HAMMER_SECONDS} s: ${hammer["3xx"]} redirects (${hammer.non2xx - hammer["3xx"]} other, ${hammer.errors} errors); ` +
      `counted clicks +${hClicks}, rows +${hRows}, redirect_hits +${((hammered.bytes - after.bytes) / 1024).toFixed(0)} KB (bound: ${BUDGET_PER_MINUTE} x ${minutes} clock minute(s))`,
  );

  const ok =
    ratio >= 0.5 &&
    totals.p99 < 20 &&
    totals.clicks === totals.redirects &&
    totals.rows === totals.redirects &&
    totals.errors === 0 &&
    totals.other === 0 &&
    ids.clicks === ids.redirects &&
    ids.stored === ids.redirects &&
    ids.errors === 0 &&
    ids.other === 0 &&
    hClicks <= BUDGET_PER_MINUTE * minutes &&
    hRows <= BUDGET_PER_MINUTE * minutes &&
    hammer.errors === 0 &&
    hammer.non2xx === hammer["3xx"];
  console.log(`targets (>= 0.5x bare Fastify, p99 < 20 ms, distinct visitors counted exactly, one address within its budget): ${ok ? "met" : "NOT met"}`);
  if (!ok) process.exitCode = 1;
} finally {
  await bare.stop().catch(() => undefined);
  await server.stop().catch(() => undefined);
  await server.handle.close();
}
