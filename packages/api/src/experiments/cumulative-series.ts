/** Counts of one variant in one time bucket (start of the hour or day, ms). */
export type CountRow = { variantId: number; bucket: number; count: number };

export type SeriesPoint = { at: string; variantId: number; sessions: number; conversions: number; rate: number };

/**
 * The cumulative conversion rate of each variant at the end of every bucket that has data: running
 * totals of exposed sessions and conversions. A variant with no session yet has no point.
 */
export function cumulativeSeries(variantIds: readonly number[], exposed: readonly CountRow[], converted: readonly CountRow[]): SeriesPoint[] {
  const buckets = [...new Set([...exposed, ...converted].map((r) => r.bucket))].sort((a, b) => a - b);
  const points: SeriesPoint[] = [];
  for (const variantId of variantIds) {
    let sessions = 0;
    let conversions = 0;
    for (const bucket of buckets) {
      for (const r of exposed) if (r.variantId === variantId && r.bucket === bucket) sessions += r.count;
      for (const r of converted) if (r.variantId === variantId && r.bucket === bucket) conversions += r.count;
      if (sessions > 0) points.push({ at: new Date(bucket).toISOString(), variantId, sessions, conversions, rate: conversions / sessions });
    }
  }
  return points;
}
