/** The n-th partial numerator and denominator (a_n, b_n) of a continued fraction, n = 1, 2, … */
export type FractionTerm = (n: number) => readonly [numerator: number, denominator: number];

// Lentz replaces a denominator that vanishes exactly by this number instead of dividing by zero.
const TINY = 1e-300;

/**
 * b0 + a1 / (b1 + a2 / (b2 + a3 / (b3 + …))) by the modified Lentz method (Thompson and Barnett,
 * 1986): the convergents are carried as the ratios C_n = A_n / A_{n−1} and D_n = B_{n−1} / B_n, so
 * nothing overflows however many terms are taken. It stops when a term changes the value by at
 * most one unit in the last place.
 *
 * Throws when `maxTerms` terms do not converge: each caller evaluates its fraction only where it
 * is known to converge well within its bound, so reaching it is a bug, and a wrong p-value shown
 * silently would be worse than an error.
 */
export function continuedFraction(b0: number, term: FractionTerm, maxTerms: number): number {
  let value = b0 === 0 ? TINY : b0;
  let c = value;
  let d = 0;
  for (let n = 1; n <= maxTerms; n++) {
    const [a, b] = term(n);
    d = b + a * d;
    if (d === 0) d = TINY;
    c = b + a / c;
    if (c === 0) c = TINY;
    d = 1 / d;
    const factor = c * d;
    value *= factor;
    if (Math.abs(factor - 1) <= Number.EPSILON) return value;
  }
  throw new RangeError(`continued fraction did not converge in ${maxTerms} terms`);
}
