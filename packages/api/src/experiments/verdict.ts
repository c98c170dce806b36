import { relativeLift, relativeLiftOfMeans, sampleRatioCheck, type LiftResult, type VariantCounts } from "./statistics";

/** Spec 4: a winner needs more than 30 sessions in each variant. */
export const MIN_SESSIONS_PER_VARIANT = 30;

export type VariantInput = VariantCounts & { id: number; name: string; isControl: boolean; allocation: number };

/**
 * A mean metric's variant (revenue per exposed session): `conversions` are the sessions with revenue,
 * `sum` and `sumSquares` the per-session values' sums (from exact SQL sums; numbers only for the statistics).
 */
export type MeanVariantInput = VariantInput & { sum: number; sumSquares: number };

/** `rate` is the conversion rate, or for a mean metric the mean per session. */
export type VariantVerdict = VariantInput & { rate: number; lift: LiftResult | null };

export type TestVerdict =
  | { status: "sample_ratio_mismatch"; variants: VariantVerdict[]; srmPValue: number }
  | { status: "not_enough_data"; variants: VariantVerdict[]; srmPValue: number; sessionsNeeded: number }
  | { status: "no_winner"; variants: VariantVerdict[]; srmPValue: number }
  | { status: "winner"; variants: VariantVerdict[]; srmPValue: number; winnerId: number };

/**
 * docs/ab-statistics.md, "When to call a winner": every variant against the control; the best
 * variant wins only if its confidence is at least the test's level, its lift is positive, every
 * variant has more than 30 sessions and the split matches the allocation (SRM p >= 0.001).
 * `level` is the test's confidence level in percent (80 to 99).
 */
export function judgeTest(variants: readonly VariantInput[], level: number): TestVerdict {
  return judge(variants, level, (v) => (v.sessions > 0 ? v.conversions / v.sessions : 0), relativeLift);
}

/** The same rule for a mean metric (revenue per exposed session): Welch's test of the means (relativeLiftOfMeans). */
export function judgeMeanTest(variants: readonly MeanVariantInput[], level: number): TestVerdict {
  return judge(variants, level, (v) => (v.sessions > 0 ? v.sum / v.sessions : 0), relativeLiftOfMeans);
}

function judge<V extends VariantInput>(
  variants: readonly V[],
  level: number,
  rateOf: (v: V) => number,
  liftOf: (control: V, variant: V, level: number) => LiftResult | null,
): TestVerdict {
  const control = variants.find((v) => v.isControl) ?? variants[0];
  const judged: VariantVerdict[] = variants.map((v) => ({
    ...v,
    rate: rateOf(v),
    lift: control && v !== control ? liftOf(control, v, level / 100) : null,
  }));
  const srm = sampleRatioCheck(
    variants.map((v) => v.sessions),
    variants.map((v) => v.allocation),
  );
  if (srm.flagged) return { status: "sample_ratio_mismatch", variants: judged, srmPValue: srm.pValue };
  const short = variants.reduce((need, v) => Math.max(need, MIN_SESSIONS_PER_VARIANT + 1 - v.sessions), 0);
  if (short > 0) return { status: "not_enough_data", variants: judged, srmPValue: srm.pValue, sessionsNeeded: short };
  const candidates = judged.filter((v) => v.lift !== null && v.lift.lift > 0 && v.lift.confidence * 100 >= level).sort((a, b) => b.rate - a.rate);
  const best = candidates[0];
  return best
    ? { status: "winner", variants: judged, srmPValue: srm.pValue, winnerId: best.id }
    : { status: "no_winner", variants: judged, srmPValue: srm.pValue };
}
