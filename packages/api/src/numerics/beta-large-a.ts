import { gammaQ } from "./gamma";
import { log1pmx } from "./log1pmx";
import { logGamma, stirlingCorrection } from "./log-gamma";

/**
 * Whether the expansion below serves I_x(a, b), u = −ln x: a large (its error terms fall like
 * e^(−2πa), 1e-54 from a = 20 on), b small beside it and x close enough to 1 that b u² ≤ 1, so
 * the series converges in a few terms. Elsewhere the continued fraction is well conditioned.
 */
export const suitsLargeA = (a: number, b: number, u: number) => a >= 20 && b <= a / 10 && u <= Math.LN2 && b * u * u <= 1;

const MAX_TERMS = 40;

/**
 * c_n of (sinh(v/2) / (v/2))^β = Σ c_n v^2n. With sinh(v/2) / (v/2) = Σ e_k v^2k, e_k = 1 / (4^k (2k + 1)!),
 * the power of a series with e_0 = 1 follows J. C. P. Miller's recurrence
 * c_n = (1/n) Σ_{k=1..n} ((β + 1) k − n) e_k c_(n−k).
 */
function sinhRatioPowerSeries(beta: number): number[] {
  const e = [1];
  const c = [1];
  for (let n = 1; n < MAX_TERMS; n++) {
    e.push(e[n - 1]! / (4 * (2 * n) * (2 * n + 1)));
    let sum = 0;
    for (let k = 1; k <= n; k++) sum += ((beta + 1) * k - n) * e[k]! * c[n - k]!;
    c.push(sum / n);
  }
  return c;
}

/**
 * I_x(a, b) from u = −ln x where suitsLargeA(a, b, u): the region of Student's t with many degrees
 * of freedom (b = ½, x = ν / (ν + t²) close to 1), where the continued fraction subtracts nearly
 * equal numbers at every other level and loses about log10(a / b) digits (a relative 3e-5 at ν = 1e12).
 *
 * With s = e^−v, I_x(a, b) = ∫_u^∞ e^(−av) (1 − e^−v)^(b−1) dv / B(a, b), u = −ln x, and
 * (1 − e^−v)^(b−1) = v^(b−1) e^(−(b−1)v/2) φ(v), φ(v) = (sinh(v/2) / (v/2))^(b−1) = Σ c_n v^2n. So with
 * T = a + (b − 1)/2 and w = T u (the expansion of DiDonato and Morris's BGRAT, derived afresh):
 *   I_x(a, b) = Γ(a + b) / (Γ(a) T^b) · Σ c_n G_n,  G_n = Γ(b + 2n, w) / (Γ(b) T^2n),
 * where G_0 = Q(b, w) and, from Γ(s + 1, w) = s Γ(s, w) + w^s e^−w, with H_n = w^(b+2n) e^−w / (Γ(b) T^2n),
 *   G_(n+1) = ((b + 2n)(b + 2n + 1) G_n + (b + 2n + 1 + w) H_n) / T²,  H_(n+1) = H_n u².
 * Every term is positive but the c_n, which fall like (2π)^−2n, so the sum has no cancellation; it
 * converges in a few terms. Relative error about 1e-15 · (1 + w).
 */
export function lowerTailLargeA(u: number, a: number, b: number): number {
  const c = sinhRatioPowerSeries(b - 1);
  const t = a + (b - 1) / 2;
  const w = t * u;
  const invT2 = 1 / (t * t);
  const u2 = u * u;
  let g = gammaQ(b, w);
  let h = Math.exp(b * Math.log(w) - w - logGamma(b));
  let sum = g;
  for (let n = 0; n < MAX_TERMS - 1; n++) {
    g = ((b + 2 * n) * (b + 2 * n + 1) * g + (b + 2 * n + 1 + w) * h) * invT2;
    h *= u2;
    const term = c[n + 1]! * g;
    sum += term;
    if (Math.abs(term) <= 0.5 * Number.EPSILON * sum) break;
  }
  return Math.exp(logRatio(a, b, t)) * sum;
}

/**
 * ln(Γ(a + b) / (Γ(a) T^b)), close to 0. From Stirling's series it is
 * a g(b/a) − ½ ln(1 + b/a) + b ln(1 + (b + 1) / 2T) + S(a + b) − S(a), g = log1pmx: a sum of small
 * terms, where ln Γ(a + b) − ln Γ(a) − b ln T would cancel b ln T (thousands when b is in the hundreds).
 */
function logRatio(a: number, b: number, t: number): number {
  return a * log1pmx(b / a) - 0.5 * Math.log1p(b / a) + b * Math.log1p((b + 1) / (2 * t)) + stirlingCorrection(a + b) - stirlingCorrection(a);
}
