// /go/{slug}: autocannon for about 10 s against the real server on a throwaway PostgreSQL
// database, then the database's click count is compared with the number of redirects answered.
// Targets: >= 5,000 redirects/s, p99 < 20 ms, counts exactly equal.
import { BROWSER_HEADERS, load, startTrackingServer } from "./lib/tracking-bench";

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const server = await startTrackingServer(3421);
try {
  const pool = server.handle.pool!;
  const b = await pool.query<{ id: number }>("insert into bookmakers (name, rating, redirect_slug) values ('Bench Book', 4.5, 'bench-book') returning id");
  await pool.query("insert into bookmaker_redirects (bookmaker_id, slug, target_url) values ($1, 'bench-book', 'https://bench-book.example/join?aff=1')", [
    b.rows[0]!.id,
  ]);

  const counts = async () => {
    const clicks = (await pool.query<{ n: string }>("select click_count as n from bookmaker_redirects where slug = 'bench-book'")).rows[0]!;
    const rows = (await pool.query<{ n: number }>("select count(*)::int as n from redirect_hits where kind = 'click'")).rows[0]!;
    return { clicks: Number(clicks.n), rows: rows.n };
  };
  let before = { clicks: 0, rows: 0 };
  const result = await load(
    { url: `${server.url}/go/bench-book?utm_source=bench&pl=bench`, headers: { ...BROWSER_HEADERS, referer: `${server.url}/bonuses` } },
    { seconds: SECONDS, connections: 16, settle: server.flush, beforeMain: async () => void (before = await counts()) },
  );
  await server.stop(); // graceful shutdown: queued clicks are written before the process exits

  const after = await counts();
  const clicks = after.clicks - before.clicks;
  const rows = after.rows - before.rows;
  const redirects = result.answered["3xx"]!;
  console.log(`/go/{slug}: ${result.rps.toFixed(0)} req/s over ${result.seconds.toFixed(1)} s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  console.log(`answered: ${redirects} redirects (3xx), ${result.answered.other} other, ${result.errors} errors`);
  console.log(`database (after minus before the timed run): click_count +${clicks}, click rows +${rows}`);
  const ok = result.rps >= 5000 && result.p99 < 20 && clicks === redirects && rows === redirects && result.errors === 0 && result.answered.other === 0;
  console.log(`targets (>= 5000 req/s, p99 < 20 ms, counts equal): ${ok ? "met" : "NOT met"}`);
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop().catch(() => undefined);
  await server.handle.close();
}
