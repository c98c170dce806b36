// The Revenue card at scale (issue 27): 5 million affiliate clicks over a year and 100,000
// conversions (80 % attributed to a click, 20 % unattributed) generated inside PostgreSQL, then
// the rollup job's backfill of the clicks, then the card's whole answer (this period, the previous one, a breakdown and the daily chart) for
// "Last 1 year" with each breakdown, timed over several runs.
// Target: p95 < 500 ms. BENCH_REVENUE_CLICKS and BENCH_REVENUE_RUNS shrink it for a quick look.
import { sql } from "@eb/db";
import { createTestDb } from "@eb/db/testing";
import { addDemoBookmakers, catchUpRollups, revenueFigures } from "@eb/api/testing";
import { REVENUE_BREAKDOWNS } from "@eb/api/contracts";

const CLICKS = Number(process.env.BENCH_REVENUE_CLICKS ?? 5_000_000);
const CONVERSIONS = Number(process.env.BENCH_REVENUE_CONVERSIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_REVENUE_RUNS ?? 10);
const TARGET_P95_MS = 500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let ok = true;
const handle = await createTestDb("pg");
try {
  const db = handle.db;
  const now = new Date();
  await addDemoBookmakers(db, new Date("2024-01-01T00:00:00Z"));
  await db.execute(sql`
    insert into affiliate_deal_terms (bookmaker_id, effective_from, cpa_amount, cpa_currency, revenue_share_percent)
    select id, date '2000-01-01', 50, 'EUR', 25 from bookmakers where id % 2 = 0
    union all select id, (now() - interval '120 days')::date, 60, 'GBP', 30 from bookmakers where id % 4 = 0`);
  const started = performance.now();
  // Click i happens i/CLICKS of a year before now, so a conversion can name its click's time.
  await db.execute(sql`
    insert into affiliate_clicks (click_id, bookmaker_id, slug, page, placement, country, variants, created_at)
    select 'c' || i, b.ids[1 + i % array_length(b.ids, 1)], 'slug', '/page-' || (i % 200), (array['card','odds_table','bonuses','hero'])[1 + i % 4],
      (array['GB','SE','DE','US','CA','IE','NO','FI','DK',null])[1 + i % 10],
      case when i % 10 = 0 then jsonb_build_array(jsonb_build_object('testId', 1, 'variantId', 1 + i % 3)) else '[]'::jsonb end,
      ${now.toISOString()}::timestamptz - (i::float8 / ${CLICKS}) * interval '365 days'
    from generate_series(1, ${CLICKS}) i, (select array_agg(id order by id) as ids from bookmakers) b`);
  await db.execute(sql`
    insert into affiliate_conversions (bookmaker_id, transaction_id, click_id, click_at, page, placement, country, variants, event, amount, currency, commission, occurred_at, received_at)
    select c.bookmaker_id, 't' || j, case when j % 5 = 0 then 'unknown-' || j else c.click_id end,
      case when j % 5 = 0 then null else c.created_at end,
      case when j % 5 <> 0 then c.page end, case when j % 5 <> 0 then c.placement end, case when j % 5 <> 0 then c.country end,
      case when j % 5 = 0 then '[]'::jsonb else c.variants end,
      (array['registration','first_deposit','deposit','revenue','chargeback'])[1 + j % 5],
      (j % 997) + 0.25, (array['EUR','GBP','USD'])[1 + j % 3], case when j % 3 = 0 then null else (j % 89) + 0.1234 end,
      c.created_at + interval '2 days', c.created_at + interval '2 days'
    from generate_series(1, ${CONVERSIONS}) j
    join affiliate_clicks c on c.click_id = 'c' || (1 + (j::bigint * 48271) % ${CLICKS})`);
  await db.execute(sql`analyze`);
  console.log(
    `generated ${CLICKS.toLocaleString("en-US")} clicks and ${CONVERSIONS.toLocaleString("en-US")} conversions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The rollup job's backfill, as a server starting on this database would run it.
  const rollupStarted = performance.now();
  const backfill = await catchUpRollups(db, { batchSize: 250_000, now: () => now });
  await db.execute(sql`analyze affiliate_click_rollups`);
  console.log(
    `rolled up ${backfill.advancedBy.clicks.toLocaleString("en-US")} clicks in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s (the rollup job's backfill)`,
  );
  // The last minute's clicks arrive after the rollup, as they do between two runs of the job.
  await db.execute(sql`
    insert into affiliate_clicks (click_id, bookmaker_id, slug, page, placement, country, created_at)
    select 'tail' || i, (select min(id) from bookmakers), 'slug', '/page-' || (i % 200), 'card', 'GB', ${now.toISOString()}::timestamptz - (i || ' ms')::interval
    from generate_series(1, 500) i`);

  for (const breakdown of REVENUE_BREAKDOWNS) {
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const t0 = performance.now();
      await revenueFigures(db, { range: "365d", breakdown }, now);
      times.push(performance.now() - t0);
    }
    const p95 = percentile(times, 95);
    const met = p95 < TARGET_P95_MS;
    if (!met) ok = false;
    console.log(
      `  Last 1 year, by ${breakdown.padEnd(9)} median ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms${met ? "" : "   NOT met"}`,
    );
  }
} finally {
  await handle.close();
}
console.log(`target (p95 < ${TARGET_P95_MS} ms): ${ok ? "met" : "NOT met"}`);
if (!ok) process.exitCode = 1;
