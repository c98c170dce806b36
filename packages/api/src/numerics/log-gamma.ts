const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** Where Stirling's series is used directly; below it the recurrence Γ(x + 1) = x Γ(x) climbs up to it. */
export const STIRLING_MIN = 10;

// B_2k / (2k (2k − 1)) for k = 1…8, the coefficients of Stirling's series in 1/z^(2k−1). The first
// term left out, B_18 / (18 · 17) / z^17 ≈ 0.18 / z^17, is below 2e-18 from z = 10 on.
const STIRLING_SERIES = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156, -3617 / 122400];

/**
 * S(z) = ln Γ(z) − ((z − ½) ln z − z + ½ ln 2π), the correction term of Stirling's formula, for
 * z ≥ STIRLING_MIN, to about 1e-16 relative. Kept apart so that differences of log-gammas of large
 * arguments can be formed without subtracting two large logarithms.
 */
export function stirlingCorrection(z: number): number {
  const w = 1 / (z * z);
  let sum = 0;
  for (let k = STIRLING_SERIES.length - 1; k >= 0; k--) sum = sum * w + STIRLING_SERIES[k]!;
  return sum / z;
}

/**
 * ln Γ(x) for x > 0 (Infinity at 0 and +Infinity, NaN for negative x or NaN). The absolute error is
 * below about 5e-15 for x < 10 (what matters when the result is exponentiated, as it always is
 * here; the relative error is larger only next to the zeros at 1 and 2) and the relative error
 * below about 1e-15 beyond.
 */
export function logGamma(x: number): number {
  if (Number.isNaN(x) || x < 0) return NaN;
  if (x === 0 || x === Infinity) return Infinity;
  let z = x;
  let product = 1;
  while (z < STIRLING_MIN) {
    product *= z;
    z += 1;
  }
  return (z - 0.5) * Math.log(z) - z + HALF_LOG_2PI + stirlingCorrection(z) - Math.log(product);
}

/**
 * ln Γ(z + s) − ln Γ(z) for z ≥ STIRLING_MIN and s ≥ 0, from Stirling's series as
 * (z − ½) ln(1 + s/z) + s (ln(z + s) − 1) + S(z + s) − S(z): never the difference of two large
 * logarithms, so its absolute error stays about 1e-16 · (1 + s ln(z + s)) however large z is.
 */
export function logGammaIncrement(z: number, s: number): number {
  return (z - 0.5) * Math.log1p(s / z) + s * (Math.log(z + s) - 1) + stirlingCorrection(z + s) - stirlingCorrection(z);
}
