import { gammaQ, studentTCdf, studentTQuantile } from "../numerics";

/**
 * The frequentist statistics of docs/ab-statistics.md (GrowthBook's documented engine): relative
 * lift with its delta-method variance, Welch's t-test, and a chi-square check of the traffic split.
 * Checked against SciPy's values in ab-reference.json.
 */

export type VariantCounts = { sessions: number; conversions: number };

export type LiftResult = {
  controlRate: number;
  variantRate: number;
  /** (pT - pC) / pC */
  lift: number;
  /** Delta-method variance of the lift. */
  variance: number;
  /** Welch-Satterthwaite degrees of freedom. */
  df: number;
  t: number;
  /** Two-sided. */
  pValue: number;
  /** 1 - p. */
  confidence: number;
  /** The lift's interval at the test's confidence level. */
  interval: [number, number];
};

const rateOf = (v: VariantCounts) => v.conversions / v.sessions;

/**
 * The variant's relative lift over the control and how sure it is, or null while it cannot be
 * told (fewer than 2 sessions on a side, a control that never converted, or no variance at all).
 * `level` is the interval's confidence, e.g. 0.95.
 */
export function relativeLift(control: VariantCounts, variant: VariantCounts, level = 0.95): LiftResult | null {
  const [pC, pT] = [rateOf(control), rateOf(variant)];
  return liftTest({ n: control.sessions, mean: pC, variance: pC * (1 - pC) }, { n: variant.sessions, mean: pT, variance: pT * (1 - pT) }, level);
}

/**
 * A mean metric's aggregates per variant (revenue per exposed session, most of them 0): what one
 * SQL pass gives, count, sum and sum of squares of the per-session values.
 */
export type VariantMoments = { sessions: number; sum: number; sumSquares: number };

/**
 * The relative lift of a mean metric (revenue per exposed session) and its Welch test: the same
 * delta-method test as a rate's, with the mean for the rate and the sample variance (n - 1) for
 * p(1 - p), as GrowthBook's engine does for mean metrics. Checked against SciPy's values in
 * tests/fixtures/stats/revenue-reference.json. In the result, controlRate and variantRate are the means.
 */
export function relativeLiftOfMeans(control: VariantMoments, variant: VariantMoments, level = 0.95): LiftResult | null {
  return liftTest(momentsOf(control), momentsOf(variant), level);
}

type Moments = { n: number; mean: number; variance: number };

function momentsOf(v: VariantMoments): Moments {
  const mean = v.sessions > 0 ? v.sum / v.sessions : 0;
  // Sum of squared deviations from the sums; never below 0 from rounding.
  const squares = Math.max(0, v.sumSquares - v.sum * mean);
  return { n: v.sessions, mean, variance: v.sessions > 1 ? squares / (v.sessions - 1) : 0 };
}

/** docs/ab-statistics.md's lift, delta-method variance, Welch-Satterthwaite df, t and interval. */
function liftTest(control: Moments, variant: Moments, level: number): LiftResult | null {
  const { n: nC, mean: pC, variance: vC } = control;
  const { n: nT, mean: pT, variance: vT } = variant;
  if (nC < 2 || nT < 2) return null;
  if (pC === 0) return null;
  const lift = (pT - pC) / pC;
  const variance = (vC * pT * pT) / (pC ** 4 * nC) + vT / (pC * pC * nT);
  const [a, b] = [vC / nC, vT / nT];
  if (variance <= 0 || a + b <= 0) return null;
  const df = (a + b) ** 2 / ((a * a) / (nC - 1) + (b * b) / (nT - 1));
  const sd = Math.sqrt(variance);
  const t = lift / sd;
  // 2 F(-|t|) rather than 2 (1 - F(|t|)): no cancellation for tiny p-values.
  const pValue = Math.min(1, 2 * studentTCdf(-Math.abs(t), df));
  const half = studentTQuantile((1 + level) / 2, df) * sd;
  return { controlRate: pC, variantRate: pT, lift, variance, df, t, pValue, confidence: 1 - pValue, interval: [lift - half, lift + half] };
}

/** Below this p-value the split of sessions is too far from the allocation to trust any verdict. */
export const SRM_P_THRESHOLD = 0.001;

export type SampleRatioCheck = { chi2: number; pValue: number; flagged: boolean };

/**
 * Chi-square goodness of fit of the sessions per variant against the configured allocation
 * (weights in any unit; they are normalised). The p-value is the upper regularised incomplete
 * gamma Q(df / 2, chi2 / 2), exact even far in the tail.
 */
export function sampleRatioCheck(counts: readonly number[], weights: readonly number[]): SampleRatioCheck {
  const total = counts.reduce((s, c) => s + c, 0);
  const weightSum = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || counts.length < 2 || weightSum <= 0) return { chi2: 0, pValue: 1, flagged: false };
  let chi2 = 0;
  counts.forEach((observed, i) => {
    const expected = (total * weights[i]!) / weightSum;
    if (expected > 0) chi2 += (observed - expected) ** 2 / expected;
  });
  const pValue = chi2 === 0 ? 1 : gammaQ((counts.length - 1) / 2, chi2 / 2);
  return { chi2, pValue, flagged: pValue < SRM_P_THRESHOLD };
}
