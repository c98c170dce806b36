import { continuedFraction } from "./continued-fraction";

const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

// Below this the Maclaurin series of erf converges in about 20 terms and erfc = 1 − erf ≥ 0.157
// loses under 3 bits; from it on the continued fraction converges in at most about 90 terms.
const SERIES_LIMIT = 1;

// erfc(x) < 5e-324 (underflow) from here on.
const UNDERFLOW = 27.3;

/** erf(x) = (2/√π) Σ (−1)^n x^(2n+1) / (n! (2n + 1)), for |x| < SERIES_LIMIT. */
function erfSeries(x: number): number {
  const x2 = x * x;
  let power = x;
  let sum = x;
  for (let n = 1; ; n++) {
    power *= -x2 / n;
    const term = power / (2 * n + 1);
    sum += term;
    if (Math.abs(term) <= 0.5 * Number.EPSILON * Math.abs(sum)) return TWO_OVER_SQRT_PI * sum;
  }
}

/**
 * exp(−scale · x²) to full precision, for a scale that is a power of two. x² itself would be
 * rounded, and exp turns that absolute error of up to x² · 2^−53 into the same relative error (3e-14
 * at x = 27); splitting x = h + l, with h = x rounded to 24 bits so that h² is exact, gives
 * exp(−scale · h²) · exp(−scale · l (x + h)).
 */
export function expMinusSquare(x: number, scale = 1): number {
  const h = Math.fround(x);
  // Past float32's range (|x| > 3.4e38) h is infinite; the true value has long underflowed.
  if (!Number.isFinite(h)) return Number.isNaN(x) ? NaN : 0;
  return Math.exp(-scale * h * h) * Math.exp(-scale * (x - h) * (x + h));
}

/**
 * D(s) = s + 1 − 1·2 / (s + 5 − 3·4 / (s + 9 − 5·6 / (s + 13 − …))), the even part of Laplace's
 * continued fraction (Abramowitz and Stegun 7.1.14), for s ≥ 2: erfc(x) = 2x e^(−x²) / (√π D(2x²))
 * and the normal tail P(Z > z) = z φ(z) / D(z²). Taking s rather than x lets the normal tail avoid
 * rounding z / √2, whose error the tail would magnify by z².
 */
export function laplaceDenominator(s: number): number {
  return continuedFraction(s + 1, (n) => [-(2 * n - 1) * (2 * n), s + 4 * n + 1], 200);
}

/**
 * The complementary error function erfc(x) = (2/√π) ∫ₓ^∞ e^(−t²) dt, with a relative error below
 * about 5e-15 over its whole range, far tail included: it is never formed as 1 − erf there. Tends
 * to 2 at −Infinity and 0 at +Infinity; 0 past x ≈ 27.3, where it underflows.
 *
 * The Maclaurin series of erf for |x| < 1, Laplace's continued fraction above.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < SERIES_LIMIT) return 1 - erfSeries(x);
  if (x > UNDERFLOW) return 0;
  return (TWO_OVER_SQRT_PI * x * expMinusSquare(x)) / laplaceDenominator(2 * x * x);
}
