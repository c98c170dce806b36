import { relativeLift, sampleRatioCheck, type LiftResult, type VariantCounts } from "./statistics";

/** Spec 4: a winner needs more than 30 sessions in each variant. */
export const MIN_SESSIONS_PER_VARIANT = 30;

export type VariantInput = VariantCounts & { id: number; name: string; isControl: boolean; allocation: number };

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
  const control = variants.find((v) => v.isControl) ?? variants[0];
  const judged: VariantVerdict[] = variants.map((v) => ({
    ...v,
    rate: v.sessions > 0 ? v.conversions / v.sessions : 0,
    lift: control && v !== control ? relativeLift(control, v, level / 100) : null,
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
