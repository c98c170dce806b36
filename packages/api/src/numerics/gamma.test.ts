import { describe, expect, it } from "vitest";
import { erfc } from "./erfc";
import { gammaP, gammaQ, gammaTails } from "./gamma";
import { expectRelative } from "./test-support";

// P(a, x) and Q(a, x) computed with mpmath at 50 digits: the chi-square p-values of the traffic
// split check (a = (k − 1) / 2), small a, and large a on both sides of x = a.
const REFERENCE: [a: number, x: number, lower: number, upper: number][] = [
  [0.5, 0.1, 0.345279153981423, 0.654720846018577],
  [0.5, 1.116, 0.8648212316181657, 0.13517876838183432],
  [0.5, 2, 0.9544997361036416, 0.04550026389635842],
  [0.5, 18, 0.9999999980268247, 1.973175290075396e-9],
  [0.5, 45.31950333131436, 1, 1.7242740025687527e-21],
  [1, 0.3, 0.2591817793182821, 0.7408182206817179],
  [1.5, 2.5, 0.8282028557032669, 0.17179714429673312],
  [2, 10, 0.9995006007726127, 0.0004993992273873333],
  [2.5, 350, 1, 4.9119861035732e-149],
  [4.5, 0.01, 1.8949179608035428e-11, 0.9999999999810508],
  [7, 7.5, 0.6218453056765307, 0.3781546943234693],
  [0.05, 0.5, 0.971317371244164, 0.02868262875583602],
  [0.01, 2, 0.9995033354627815, 0.0004966645372185268],
  [12.5, 3, 3.426768617027624e-5, 0.9999657323138297],
  [30, 29, 0.4508291147181239, 0.5491708852818761],
  [1e3, 1.1e3, 0.99894067674607, 0.0010593232539299773],
  [1e4, 9.7e3, 0.001234175584468492, 0.9987658244155315],
  [1e6, 1.003e6, 0.9986382593537824, 0.0013617406462175915],
];

/** e^−x Σ_{k<n} x^k / k!, the upper tail for integer shape, summed from its smallest term. */
function poissonTail(n: number, x: number): number {
  const terms = [1];
  for (let k = 1; k < n; k++) terms.push((terms[k - 1]! * x) / k);
  return Math.exp(-x) * terms.reverse().reduce((s, t) => s + t, 0);
}

describe("gammaTails", () => {
  it.each(REFERENCE)("P(%s, %s) and Q to 1e-13 relative, each tail directly", (a, x, lower, upper) => {
    const tails = gammaTails(a, x);
    expectRelative(tails.lower, lower);
    expectRelative(tails.upper, upper);
    expect(gammaP(a, x)).toBe(tails.lower);
    expect(gammaQ(a, x)).toBe(tails.upper);
  });

  it("equals the Poisson sum for integer shape", () => {
    for (const n of [1, 2, 3, 5, 10, 25])
      for (const x of [0.01, 0.5, 1, n - 0.5, n + 3, 4 * n + 20, 300]) expectRelative(gammaQ(n, x), poissonTail(n, x), 1e-13);
  });

  it("equals erfc(√x) for a = ½ (one degree of freedom)", () => {
    for (const x of [1e-6, 0.3, 1, 1.5, 4, 45, 300]) expectRelative(gammaQ(0.5, x), erfc(Math.sqrt(x)), 1e-13);
  });

  it("keeps the upper tail relative for a tiny shape, where it vanishes with a", () => {
    // mpmath.
    expectRelative(gammaQ(1e-10, 1), 2.1938393441796778e-11);
    expectRelative(gammaQ(1e-300, 2), 4.890051070806112e-302);
    expectRelative(gammaQ(0.001, 0.3), 0.000905838088306647);
  });

  it("has tails summing to 1 and monotone in x", () => {
    for (const a of [0.5, 1.5, 4, 60]) {
      let previous = { lower: 0, upper: 1 };
      for (let x = 0.05; x < 4 * a + 40; x *= 1.3) {
        const tails = gammaTails(a, x);
        expect(Math.abs(tails.lower + tails.upper - 1)).toBeLessThanOrEqual(2.3e-16);
        // Strictly, except where a tail has rounded to 1.
        if (tails.lower < 1) expect(tails.lower).toBeGreaterThan(previous.lower);
        if (tails.upper < 1) expect(tails.upper).toBeLessThan(previous.upper);
        previous = tails;
      }
    }
  });

  it("handles x = 0, ±Infinity and invalid arguments", () => {
    expect(gammaTails(2, 0)).toEqual({ lower: 0, upper: 1 });
    expect(gammaTails(2, Infinity)).toEqual({ lower: 1, upper: 0 });
    expect(gammaTails(Infinity, 5)).toEqual({ lower: 0, upper: 1 });
    for (const [a, x] of [
      [0, 1],
      [-1, 1],
      [1, -1],
      [NaN, 1],
      [1, NaN],
    ] as const) {
      expect(gammaP(a, x)).toBeNaN();
      expect(gammaQ(a, x)).toBeNaN();
    }
  });

  it("throws rather than loop for ever where a is too large to sum (past 1e10, near x = a)", () => {
    expect(() => gammaQ(1e300, 1e300)).toThrow(RangeError);
  });
});
