import { queryRows } from "@eb/db";
import { sql, type SQL } from "drizzle-orm";
import { abTestAssignments, affiliateClicks, affiliateConversions } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import { ATTRIBUTION_WINDOW_DAYS } from "./attribution-window";
import type { CountRow } from "./cumulative-series";
import { EXPOSURE_GRACE_MS } from "./server-conversions";

/**
 * The affiliate target metrics (issue 27), read from what the bookmakers' programmes reported: a
 * session converts when a conversion attributed to one of its /go clicks (affiliate_clicks carries
 * the consented session and its variants) is reported, for a click made at or after its exposure
 * (with the same grace as the conversion_rate metric: the exposure beacon may land just after the
 * /go request), in the variant it was assigned, and before the test ended. Conversions received
 * after the attribution window closed (ATTRIBUTION_WINDOW_DAYS after the end) are not counted, so a
 * result stops changing then. Everything is computed at read time from the reports: nothing is
 * copied into ab_test_results, so a late report counts as soon as it is stored.
 */

export type AffiliateTest = { id: number; startDate: Date | null; endDate: Date | null };
type Unit = "hour" | "day";

/**
 * The rows joining a test's exposed sessions (a) to their clicks (k) and the conversions (c)
 * attributed to those clicks by the programme of the click's own bookmaker.
 */
function attributed(test: AffiliateTest): SQL {
  const end = test.endDate?.toISOString() ?? null;
  // No click before the test started can count: bounding the clicks' time lets the scan use
  // affiliate_clicks' BRIN index on created_at rather than read every click ever made.
  const start = (test.startDate ?? new Date(0)).toISOString();
  return sql`
    from ${abTestAssignments} a
    join ${affiliateClicks} k on k.experiment_session = a.session_id
      and k.created_at >= ${start}::timestamptz - ${sql.raw(`interval '${EXPOSURE_GRACE_MS} milliseconds'`)}
      and k.created_at >= a.exposed_at - ${sql.raw(`interval '${EXPOSURE_GRACE_MS} milliseconds'`)}
      and (${end}::timestamptz is null or k.created_at <= ${end}::timestamptz)
      and k.variants @> jsonb_build_array(jsonb_build_object('testId', a.test_id, 'variantId', a.variant_id))
    join ${affiliateConversions} c on c.click_id = k.click_id and c.bookmaker_id = k.bookmaker_id and c.click_at is not null
      and (${end}::timestamptz is null or c.received_at <= ${end}::timestamptz + ${sql.raw(`interval '${ATTRIBUTION_WINDOW_DAYS} days'`)})
    where a.test_id = ${test.id}`;
}

/** Sessions with a conversion of this event, per variant and bucket of the session's first such click. */
export async function convertedSessions(db: DbOrTx, test: AffiliateTest, event: "registration" | "first_deposit", unit: Unit): Promise<CountRow[]> {
  const rows = await queryRows<{ variant_id: number; bucket: string | Date; n: string | number }>(
    db,
    "experiments.affiliate-conversions",
    sql`
    select variant_id, date_trunc(${unit}, first_at, 'UTC') as bucket, count(*) as n
    from (select a.variant_id, a.session_id, min(k.created_at) as first_at ${attributed(test)} and c.event = ${event} group by 1, 2) s
    group by 1, 2`,
  );
  return rows.map((r) => ({ variantId: Number(r.variant_id), bucket: new Date(r.bucket).getTime(), count: Number(r.n) }));
}

/**
 * What a conversion is worth to us, exactly (numeric): the commission the programme reported for it;
 * where it reported none, a revenue event's amount (a revenue-share report) and nothing for the other
 * events (a deposit is the player's money, not ours; deal-term estimates are the Revenue card's, not
 * a test's); a chargeback subtracts what was charged back.
 */
const VALUE = sql.raw(
  `(case when c.event = 'chargeback' then -abs(coalesce(c.commission, c.amount, 0)) else coalesce(c.commission, case when c.event = 'revenue' then c.amount end, 0) end)`,
);
const VALUED = sql.raw(`(c.currency is not null and (c.commission is not null or c.event in ('revenue', 'chargeback')))`);

/** The test's valued conversions per currency, most first (ties by code). */
export async function revenueCurrencies(db: DbOrTx, test: AffiliateTest): Promise<{ currency: string; conversions: number }[]> {
  const rows = await queryRows<{ currency: string; n: string | number }>(
    db,
    "experiments.revenue-currencies",
    sql`select c.currency, count(*) as n ${attributed(test)} and ${VALUED} group by 1 order by 2 desc, 1`,
  );
  return rows.map((r) => ({ currency: r.currency, conversions: Number(r.n) }));
}

/**
 * Per variant, in one currency: the sessions with revenue, and the exact sum and sum of squares of
 * the per-session revenue (numeric, as strings). Sessions without revenue add 0 to both sums.
 */
export async function revenueMoments(
  db: DbOrTx,
  test: AffiliateTest,
  currency: string,
): Promise<Map<number, { withRevenue: number; sum: string; sumSquares: string }>> {
  const rows = await queryRows<{ variant_id: number; n: string | number; total: string; squares: string }>(
    db,
    "experiments.revenue-moments",
    sql`
    select variant_id, count(*) filter (where v <> 0) as n, sum(v)::text as total, sum(v * v)::text as squares
    from (select a.variant_id, a.session_id, sum(${VALUE}) as v ${attributed(test)} and ${VALUED} and c.currency = ${currency} group by 1, 2) s
    group by 1`,
  );
  return new Map(rows.map((r) => [Number(r.variant_id), { withRevenue: Number(r.n), sum: r.total, sumSquares: r.squares }]));
}

/** Ten-thousandths of the currency: the scale of the amounts, so a running total of them is an exact integer. */
export const REVENUE_UNITS_PER_ONE = 10_000;

/** Revenue per variant and bucket of the click, in REVENUE_UNITS_PER_ONE (for the chart). */
export async function revenueByBucket(db: DbOrTx, test: AffiliateTest, currency: string, unit: Unit): Promise<CountRow[]> {
  const rows = await queryRows<{ variant_id: number; bucket: string | Date; units: string }>(
    db,
    "experiments.revenue-series",
    sql`
    select a.variant_id, date_trunc(${unit}, k.created_at, 'UTC') as bucket, (sum(${VALUE}) * ${REVENUE_UNITS_PER_ONE})::bigint::text as units
    ${attributed(test)} and ${VALUED} and c.currency = ${currency}
    group by 1, 2`,
  );
  return rows.map((r) => ({ variantId: Number(r.variant_id), bucket: new Date(r.bucket).getTime(), count: Number(r.units) }));
}
