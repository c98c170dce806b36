// Affiliate postbacks (issue 27): a programme reporting first deposits for our clicks as fast as
// it can, against the real server on a throwaway PostgreSQL database.
// BENCH_POSTBACKS (30,000) signed GET postbacks at 32 connections, every tenth one a repeat of an
// earlier transaction (a programme resending a batch), each for one of 20,000 stored clicks.
// Then the database is checked: one conversion per distinct transaction id, the amounts and
// commissions summed to the cent, and the conversion rollups equal to the rows.
// Target: >= 2,000 postbacks/s answered, no errors, counts and sums exact.
import { createHmac, randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { loadMfaKeys, sealProgrammeSecret } from "@eb/api";
import { startTrackingServer } from "./lib/tracking-bench";

const TOTAL = Number(process.env.BENCH_POSTBACKS ?? 30_000);
const CLICKS = 20_000;
const CONNECTIONS = 32;
const TARGET_PER_SECOND = 2_000;

const masterKey = randomBytes(32).toString("hex");
process.env.BENCH_MFA_KEY = masterKey;
const secret = randomBytes(32).toString("hex");
const server = await startTrackingServer(3431);
let ok = true;
try {
  const pool = server.handle.pool!;
  const b = await pool.query<{ id: number }>("insert into bookmakers (name, rating, redirect_slug) values ('Bench Book', 4.5, 'bench-book') returning id");
  const bookmakerId = b.rows[0]!.id;
  const sealed = sealProgrammeSecret(
    loadMfaKeys({ configured: masterKey, dataDir: "", allowGeneratedKey: false, log: { warn: () => {} } }).secretKey,
    bookmakerId,
    secret,
  );
  await pool.query(
    "insert into affiliate_programs (bookmaker_id, click_id_param, postback_key, postback_auth, secret_ciphertext) values ($1, 'btag', 'bench-book', 'hmac', $2)",
    [bookmakerId, sealed],
  );
  await pool.query(
    `insert into affiliate_clicks (click_id, bookmaker_id, slug, page, placement, country, created_at)
     select 'bc' || i, $1, 'bench-book', '/page-' || (i % 50), 'card', 'GB', now() - (i || ' seconds')::interval from generate_series(1, ${CLICKS}) i`,
    [bookmakerId],
  );

  // Request n reports transaction n, except every tenth, which repeats transaction n - 5.
  const transactionOf = (n: number) => (n % 10 === 9 ? n - 5 : n);
  const distinct = new Set(Array.from({ length: TOTAL }, (_, n) => transactionOf(n))).size;
  let sent = 0;
  const started = performance.now();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    amount: TOTAL,
    requests: [
      {
        setupRequest: (req) => {
          const tx = transactionOf(sent++);
          const query = new URLSearchParams({
            clickid: `bc${1 + (tx % CLICKS)}`,
            event: "first_deposit",
            amount: `${(tx % 100) + 10}.25`,
            currency: tx % 2 ? "EUR" : "GBP",
            commission: "12.34",
            txid: `T-${tx}`,
          }).toString();
          return {
            ...req,
            method: "GET",
            path: `/api/postbacks/bench-book?${query}`,
            headers: { "x-signature": `sha256=${createHmac("sha256", secret).update(query).digest("hex")}` },
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const answered = result["2xx"];
  const perSecond = answered / seconds;
  console.log(
    `${answered.toLocaleString("en-US")} of ${TOTAL.toLocaleString("en-US")} postbacks answered 2xx in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );

  // What each transaction was worth, summed here and in the database.
  const expected = new Map<string, { n: number; amount: number; commission: number }>();
  for (const tx of new Set(Array.from({ length: TOTAL }, (_, n) => transactionOf(n)))) {
    const currency = tx % 2 ? "EUR" : "GBP";
    const e = expected.get(currency) ?? { n: 0, amount: 0, commission: 0 };
    e.n += 1;
    e.amount += ((tx % 100) + 10) * 100 + 25; // in cents
    e.commission += 1234;
    expected.set(currency, e);
  }
  const stored = await pool.query<{ currency: string; n: number; amount: string; commission: string }>(
    "select currency, count(*)::int as n, (sum(amount) * 100)::bigint::text as amount, (sum(commission) * 100)::bigint::text as commission from affiliate_conversions group by currency order by currency",
  );
  const rolled = await pool.query<{ currency: string; n: string; commission: string }>(
    "select currency, sum(first_deposits)::text as n, (sum(reported) * 100)::bigint::text as commission from affiliate_conversion_rollups where grain = 'day' group by currency order by currency",
  );
  const exact = stored.rows.every((r) => {
    const e = expected.get(r.currency)!;
    const roll = rolled.rows.find((x) => x.currency === r.currency)!;
    return (
      r.n === e.n &&
      Number(r.amount) === e.amount &&
      Number(r.commission) === e.commission &&
      Number(roll.n) === e.n &&
      Number(roll.commission) === e.commission
    );
  });
  const rows = stored.rows.reduce((a, r) => a + r.n, 0);
  console.log(
    `stored ${rows.toLocaleString("en-US")} conversions for ${distinct.toLocaleString("en-US")} distinct transactions (${(TOTAL - distinct).toLocaleString("en-US")} repeats): counts and sums per currency ${exact && rows === distinct ? "exact" : "NOT exact"}, rollups ${exact ? "equal" : "NOT equal"}`,
  );
  if (!exact || rows !== distinct || answered !== TOTAL || result.errors > 0) ok = false;
  if (perSecond < TARGET_PER_SECOND) ok = false;
} finally {
  await server.stop();
  await server.handle.close();
}
console.log(`target (>= ${TARGET_PER_SECOND.toLocaleString("en-US")} postbacks/s, counts exact): ${ok ? "met" : "NOT met"}`);
if (!ok) process.exitCode = 1;
