import { queryRows } from "@eb/db";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { abTestAssignments, abTestResults } from "@eb/db/schema";
import { HOUR_MS, type DbOrTx } from "../platform";
import { cumulativeSeries, type CountRow } from "./cumulative-series";
import { convertedSessions, revenueByBucket, revenueCurrencies, revenueMoments, REVENUE_UNITS_PER_ONE } from "./affiliate-metrics";
import { attributionWindow } from "./attribution-window";
import { isAffiliateMetric, METRIC_EVENT } from "./signals";
import { getAbTest } from "./tests";
import { judgeMeanTest, judgeTest } from "./verdict";

/** Hourly points for a test's first three days, daily ones after. */
const HOURLY_UP_TO_MS = 3 * 24 * HOUR_MS;

async function countsBy(db: DbOrTx, table: typeof abTestAssignments | typeof abTestResults, where: SQL | undefined, at: string, unit: Unit) {
  const rows = await queryRows<{ variant_id: number; bucket: string | Date; n: string | number }>(
    db,
    "experiments.hourly-results",
    sql`
    select variant_id, date_trunc(${unit}, ${sql.identifier(at)}, 'UTC') as bucket, count(*) as n
    from ${table} where ${where} group by 1, 2`,
  );
  return rows.map((r): CountRow => ({ variantId: Number(r.variant_id), bucket: new Date(r.bucket).getTime(), count: Number(r.n) }));
}

type Unit = "hour" | "day";

/** Exact numeric text to a number: only for the statistics and the chart, never summed in JS. */
const toNumber = (exact: string | undefined) => (exact === undefined ? 0 : Number(exact));

/**
 * Spec: per variant its sessions (exposed), conversions, rate, lift with its interval and
 * confidence, the sample-ratio check, the verdict (docs/ab-statistics.md) and the cumulative
 * conversion rate over time. "Fixed horizon": read it once, at the end you planned.
 * The affiliate metrics (affiliate-metrics.ts) also say until when late reports can change them
 * (`attribution`), and revenue in which currency it is counted (`revenue`).
 */
export async function abTestResultsFor(db: DbOrTx, id: number, now: Date) {
  const test = await getAbTest(db, id);
  const span = (test.endDate ?? now).getTime() - (test.startDate ?? now).getTime();
  const unit: Unit = span <= HOURLY_UP_TO_MS ? "hour" : "day";
  const exposed = await countsBy(db, abTestAssignments, eq(abTestAssignments.testId, id), "exposed_at", unit);
  const total = (rows: CountRow[], variantId: number) => rows.reduce((s, r) => (r.variantId === variantId ? s + r.count : s), 0);
  const variantIds = test.variants.map((v) => v.id);
  const base = (v: (typeof test.variants)[number]) => ({
    id: v.id,
    name: v.name,
    isControl: v.isControl,
    allocation: v.allocation,
    sessions: total(exposed, v.id),
  });
  const metric = test.targetMetric;
  const attribution = isAffiliateMetric(metric) ? attributionWindow(test.endDate, now) : null;

  if (metric === "revenue") {
    const currencies = await revenueCurrencies(db, test);
    // One currency per test, never mixed nor converted: the one most of its valued conversions are in.
    const currency = currencies[0]?.currency ?? null;
    const [moments, byBucket] = currency
      ? await Promise.all([revenueMoments(db, test, currency), revenueByBucket(db, test, currency, unit)])
      : [new Map<number, { withRevenue: number; sum: string; sumSquares: string }>(), []];
    const verdict = judgeMeanTest(
      test.variants.map((v) => {
        const m = moments.get(v.id);
        return { ...base(v), conversions: m?.withRevenue ?? 0, sum: toNumber(m?.sum), sumSquares: toNumber(m?.sumSquares) };
      }),
      test.confidenceLevel,
    );
    const series = cumulativeSeries(variantIds, exposed, byBucket).map((p) => ({ ...p, rate: p.rate / REVENUE_UNITS_PER_ONE }));
    const revenue = {
      currency,
      totals: test.variants.map((v) => ({ variantId: v.id, total: moments.get(v.id)?.sum ?? "0" })),
      otherCurrencies: currencies.slice(1),
    };
    return { test, verdict, unit, series, attribution, revenue };
  }

  const converted =
    metric === "registrations" || metric === "first_deposits"
      ? await convertedSessions(db, test, metric === "registrations" ? "registration" : "first_deposit", unit)
      : await countsBy(db, abTestResults, and(eq(abTestResults.testId, id), eq(abTestResults.eventType, METRIC_EVENT[metric])), "created_at", unit);
  const verdict = judgeTest(
    test.variants.map((v) => ({ ...base(v), conversions: total(converted, v.id) })),
    test.confidenceLevel,
  );
  return { test, verdict, unit, series: cumulativeSeries(variantIds, exposed, converted), attribution, revenue: null };
}
