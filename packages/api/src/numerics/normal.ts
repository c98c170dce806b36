import { erfc, expMinusSquare, laplaceDenominator } from "./erfc";
import { invertUpperTail } from "./invert-tail";

const SQRT_2 = Math.SQRT2;
const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** The standard normal density φ(x), to a few units in the last place. */
export function normalPdf(x: number): number {
  return INV_SQRT_2PI * expMinusSquare(x, 0.5);
}

const normalLogPdf = (x: number) => -0.5 * x * x - HALF_LOG_2PI;

// erfc's series limit, 1, in the normal's units: below it erfc(x / √2) is close to 1 and insensitive to rounding x / √2.
const SERIES_LIMIT = SQRT_2;

// P(Z > x) < 5e-324 (underflow) from here on.
const UNDERFLOW = 38.5;

/**
 * The standard normal upper tail P(Z > x), computed directly so that tiny tails keep their relative
 * accuracy: relative error below about 5e-15 over the whole range (0 past x ≈ 38.5, where it
 * underflows). Near the centre it is erfc(x / √2) / 2; beyond x = √2 it is x φ(x) / D(x²) with
 * erfc's continued fraction D, because rounding x / √2 would cost a relative x² · 1e-16.
 */
export function normalSf(x: number): number {
  if (!(x >= SERIES_LIMIT)) return erfc(x / SQRT_2) / 2;
  if (x > UNDERFLOW) return 0;
  return (x * normalPdf(x)) / laplaceDenominator(x * x);
}

/** The standard normal CDF Φ(x) = P(Z ≤ x) = normalSf(−x), with the same accuracy. */
export function normalCdf(x: number): number {
  return normalSf(-x);
}

/**
 * A starting point for the normal quantile: Abramowitz and Stegun 26.2.23, the z with upper tail q
 * for 0 < q ≤ 1/2 to within 4.5e-4.
 */
function roughUpperQuantile(q: number): number {
  const s = Math.sqrt(-2 * Math.log(q));
  return s - (2.515517 + s * (0.802853 + s * 0.010328)) / (1 + s * (1.432788 + s * (0.189269 + s * 0.001308)));
}

/**
 * The standard normal quantile Φ⁻¹(p): −Infinity at 0, +Infinity at 1, NaN outside [0, 1]. Solved
 * on normalSf, so its relative error is that of the tail divided by the tail's log-slope, about
 * 1e-15 except close to p = 1/2, where the quantile itself is close to 0 and its absolute error
 * stays below about 1e-16.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  // 1 − p is exact for p ≥ 1/2 (Sterbenz), so the upper half loses nothing by the reflection.
  const q = p < 0.5 ? p : 1 - p;
  const z = invertUpperTail(q, normalSf, normalLogPdf, roughUpperQuantile(q));
  return p < 0.5 ? -z : z;
}
