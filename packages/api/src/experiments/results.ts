import { queryRows } from "@eb/db";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { abTestAssignments, abTestResults } from "@eb/db/schema";
import { HOUR_MS, type DbOrTx } from "../platform";
import { cumulativeSeries, type CountRow } from "./cumulative-series";
import { METRIC_EVENT } from "./signals";
import { getAbTest } from "./tests";
import { judgeTest } from "./verdict";

/** Hourly points for a test's first three days, daily ones after. */
const HOURLY_UP_TO_MS = 3 * 24 * HOUR_MS;

async function countsBy(db: DbOrTx, table: typeof abTestAssignments | typeof abTestResults, where: SQL | undefined, at: string, unit: "hour" | "day") {
  const rows = await queryRows<{ variant_id: number; bucket: string | Date; n: string | number }>(
    db,
    "experiments.hourly-results",
    sql`
    select variant_id, date_trunc(${unit}, ${sql.identifier(at)}, 'UTC') as bucket, count(*) as n
    from ${table} where ${where} group by 1, 2`,
  );
  return rows.map((r): CountRow => ({ variantId: Number(r.variant_id), bucket: new Date(r.bucket).getTime(), count: Number(r.n) }));
}

/**
 * Spec: per variant its sessions (exposed), conversions, rate, lift with its interval and
 * confidence, the sample-ratio check, the verdict (docs/ab-statistics.md) and the cumulative
 * conversion rate over time. "Fixed horizon": read it once, at the end you planned.
 */
export async function abTestResultsFor(db: DbOrTx, id: number, now: Date) {
  const test = await getAbTest(db, id);
  const span = (test.endDate ?? now).getTime() - (test.startDate ?? now).getTime();
  const unit: "hour" | "day" = span <= HOURLY_UP_TO_MS ? "hour" : "day";
  const [exposed, converted] = await Promise.all([
    countsBy(db, abTestAssignments, eq(abTestAssignments.testId, id), "exposed_at", unit),
    countsBy(db, abTestResults, and(eq(abTestResults.testId, id), eq(abTestResults.eventType, METRIC_EVENT[test.targetMetric])), "created_at", unit),
  ]);
  const total = (rows: CountRow[], variantId: number) => rows.reduce((s, r) => (r.variantId === variantId ? s + r.count : s), 0);
  const verdict = judgeTest(
    test.variants.map((v) => ({
      id: v.id,
      name: v.name,
      isControl: v.isControl,
      allocation: v.allocation,
      sessions: total(exposed, v.id),
      conversions: total(converted, v.id),
    })),
    test.confidenceLevel,
  );
  return {
    test,
    verdict,
    unit,
    series: cumulativeSeries(
      test.variants.map((v) => v.id),
      exposed,
      converted,
    ),
  };
}
