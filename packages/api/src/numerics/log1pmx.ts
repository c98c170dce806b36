/**
 * ln(1 + u) − u for u > −1, to a few units in the last place when u is exact.
 *
 * Stirling-form prefactors of the incomplete gamma and beta functions are exp(a · (ln(1 + u) − u))
 * with a large: near u = 0 the two terms cancel almost entirely, so subtracting Math.log1p(u) − u
 * would leave mostly rounding error multiplied by a. For |u| < 1/2 this sums a series instead:
 * with s = u / (2 + u), ln(1 + u) = 2 atanh(s) = 2 (s + s³/3 + s⁵/5 + …), and 2s − u = −s·u, so
 * ln(1 + u) − u = −s·u + 2 (s³/3 + s⁵/5 + …), whose terms are all small (|s| < 1/3).
 */
export function log1pmx(u: number): number {
  if (!(Math.abs(u) < 0.5)) return Math.log1p(u) - u;
  const s = u / (2 + u);
  const s2 = s * s;
  let power = s * s2;
  let sum = 0;
  for (let k = 3; ; k += 2) {
    const term = power / k;
    sum += term;
    if (Math.abs(term) <= Number.EPSILON * Math.abs(sum)) break;
    power *= s2;
  }
  return 2 * sum - s * u;
}
