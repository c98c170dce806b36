import { normalSf } from "../../numerics";

/**
 * How sure we are that two rates differ: 1 - p of a two-sided two-proportion z-test (pooled
 * variance), e.g. a bookmaker's clicks per page view this period against the previous one.
 * 0 when either side has no trials or the pooled rate is 0 or 1 (nothing to tell apart).
 */
export function twoProportionSignificance(a: { successes: number; trials: number }, b: { successes: number; trials: number }): number {
  if (a.trials <= 0 || b.trials <= 0) return 0;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  if (pooled <= 0 || pooled >= 1) return 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  const z = Math.abs(a.successes / a.trials - b.successes / b.trials) / se;
  // The upper tail directly rather than 1 − Φ(z), which cancels to 0 for large z.
  const p = 2 * normalSf(z);
  return 1 - p;
}
