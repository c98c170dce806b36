import { lowerTailLargeA, suitsLargeA } from "./beta-large-a";
import { continuedFraction } from "./continued-fraction";
import { log1pmx } from "./log1pmx";
import { logGamma, logGammaIncrement, STIRLING_MIN, stirlingCorrection } from "./log-gamma";
import { NAN_TAILS, type Tails } from "./tails";

const LOG_2PI = Math.log(2 * Math.PI);

/**
 * ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b) for a, b > 0. When the larger argument is at least
 * 10, ln Γ(a + b) − ln Γ(larger) comes from logGammaIncrement rather than as the difference of two
 * large logarithms. Absolute error about 1e-15 · (1 + |ln B|).
 */
export function logBeta(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b) || a < 0 || b < 0) return NaN;
  if (a === 0 || b === 0) return Infinity;
  const small = Math.min(a, b);
  const large = Math.max(a, b);
  if (large === Infinity) return -Infinity;
  if (large < STIRLING_MIN) return logGamma(small) + logGamma(large) - logGamma(small + large);
  return logGamma(small) - logGammaIncrement(large, small);
}

/**
 * ln(x^a y^b / B(a, b)), y = 1 − x, the factor both tails share. With a parameter below 10 the
 * logarithms are taken of whichever of x, y is accurate (log1p of the other). With both large the
 * terms are huge and nearly cancel; Stirling's formula for the three gammas turns the factor into
 * √(ab / 2π(a + b)) · exp(a g(u) + b g(v) + S(a + b) − S(a) − S(b)), g(u) = ln(1 + u) − u,
 * with 1 + u = x / x₀, 1 + v = y / y₀ around the mean x₀ = a / (a + b): the linear parts a·u and b·v
 * cancel exactly, which is what leaves the exponent accurate.
 */
function logPrefactor(x: number, y: number, a: number, b: number): number {
  if (Math.min(a, b) < STIRLING_MIN) {
    const logX = x <= 0.5 ? Math.log(x) : Math.log1p(-y);
    const logY = y <= 0.5 ? Math.log(y) : Math.log1p(-x);
    return a * logX + b * logY - logBeta(a, b);
  }
  const shift = b * x - a * y; // (a + b)(x − x₀)
  const u = shift / a;
  const v = -shift / b;
  // Near u = −1 the sum 1 + u would lose x's digits; there ln(x / x₀) has no cancellation.
  const gu = u > -0.5 ? log1pmx(u) : Math.log((x * (a + b)) / a) - u;
  const gv = v > -0.5 ? log1pmx(v) : Math.log((y * (a + b)) / b) - v;
  const logScale = 0.5 * (Math.log(b) - Math.log1p(b / a) - LOG_2PI);
  return logScale + a * gu + b * gv + stirlingCorrection(a + b) - stirlingCorrection(a) - stirlingCorrection(b);
}

/**
 * I_x(a, b) = x^a y^b / (a B(a, b)) / (1 + d1 / (1 + d2 / (1 + …))), with
 * d_2m+1 = −(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)) and d_2m = m (b − m) x / ((a + 2m − 1)(a + 2m)),
 * which converges quickly for x < (a + 1) / (a + b + 2) (Numerical Recipes 6.4).
 */
function lowerByFraction(x: number, y: number, a: number, b: number): number {
  const term = (n: number): readonly [number, number] => {
    if (n % 2 === 1) {
      const m = (n - 1) / 2;
      return [(-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1)), 1];
    }
    const m = n / 2;
    return [(m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)), 1];
  };
  // The fraction needs O(√min(a, b)) terms near the mean; the bound stops parameters past about 1e10 there.
  const denominator = continuedFraction(1, term, Math.min(1_000_000, 500 + Math.ceil(20 * Math.sqrt(Math.max(a, b)))));
  return Math.exp(logPrefactor(x, y, a, b)) / a / denominator;
}

/** −ln x, taken through whichever of x, y = 1 − x carries the precision. */
const minusLog = (x: number, y: number) => (x <= 0.5 ? -Math.log(x) : -Math.log1p(-y));

const swap = ({ lower, upper }: Tails): Tails => ({ lower: upper, upper: lower });

/**
 * Both tails where the large-a expansion gives I_x(a, b). When that is the larger tail, the smaller
 * one comes from the fraction on the other side (which converges there: x is above the median), so
 * neither is 1 minus a number close to 1.
 */
function largeATails(x: number, y: number, a: number, b: number): Tails {
  const lower = lowerTailLargeA(minusLog(x, y), a, b);
  return lower <= 0.5 ? { lower, upper: 1 - lower } : { lower, upper: lowerByFraction(y, x, b, a) };
}

/**
 * Both tails of the regularized incomplete beta function, I_x(a, b) and 1 − I_x(a, b) = I_y(b, a),
 * for finite a, b > 0 and 0 ≤ x ≤ 1 (NaN otherwise). The caller passes y = 1 − x as well, because
 * it often knows it more precisely than 1 − x would be (Student's t: x = ν / (ν + t²), y = t² / (ν + t²)).
 *
 * With one parameter large and the other small, and x near 1 (or y), the large-a expansion (see
 * beta-large-a.ts); otherwise the continued fraction on whichever side converges (x below or above
 * (a + 1) / (a + b + 2)), which is also, roughly, the smaller tail, the other being 1 minus it.
 * Relative error of either tail about 1e-15 · (1 + |ln prefactor|): below 1e-13 measured against
 * mpmath over a from 0.1 to 1e7 and b / a from 1e-7 to 3, down to tails of 1e-300.
 */
export function betaTails(x: number, y: number, a: number, b: number): Tails {
  if ([x, y, a, b].some(Number.isNaN) || !(a > 0 && a < Infinity) || !(b > 0 && b < Infinity) || x < 0 || y < 0) return NAN_TAILS;
  if (x === 0) return { lower: 0, upper: 1 };
  if (y === 0) return { lower: 1, upper: 0 };
  if (suitsLargeA(a, b, minusLog(x, y))) return largeATails(x, y, a, b);
  if (suitsLargeA(b, a, minusLog(y, x))) return swap(largeATails(y, x, b, a));
  // Compared through whichever of x, y is small, the one that carries the precision.
  const onLowerSide = x <= 0.5 ? x < (a + 1) / (a + b + 2) : y > (b + 1) / (a + b + 2);
  if (onLowerSide) {
    const lower = lowerByFraction(x, y, a, b);
    return { lower, upper: Math.max(0, 1 - lower) };
  }
  const upper = lowerByFraction(y, x, b, a);
  return { lower: Math.max(0, 1 - upper), upper };
}

/** The regularized incomplete beta function I_x(a, b), the CDF of Beta(a, b) at x. See betaTails. */
export function regularizedBeta(x: number, a: number, b: number): number {
  return betaTails(x, 1 - x, a, b).lower;
}
