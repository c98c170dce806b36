import { describe, expect, it } from "vitest";
import { betaTails, logBeta, regularizedBeta } from "./beta";
import { expectRelative } from "./test-support";

// I_x(a, b) and I_(1−x)(b, a) computed with mpmath at 50 digits (each tail on its own).
const REFERENCE: [x: number, a: number, b: number, lower: number, upper: number][] = [
  [0.3, 2, 3, 0.3483, 0.6517000000000001],
  [0.9, 0.5, 0.5, 0.7951672353008665, 0.20483276469913342],
  [0.001, 0.5, 7, 0.09255230112989836, 0.9074476988701017],
  [0.5, 10, 10, 0.5, 0.5],
  [0.62, 30.5, 20.25, 0.6015921696220994, 0.39840783037790056],
  [0.999, 5, 0.5, 0.9222819921009667, 0.07771800789903324],
  [0.9999, 50, 0.5, 0.92054057138263, 0.07945942861737003],
  [0.999999, 1e5, 0.5, 0.6547211688821902, 0.34527883111780977],
  [0.99999, 1e6, 2.5, 0.0012496684648893549, 0.9987503315351106],
  [0.2, 0.1, 40, 0.999998013587137, 1.9864128629673036e-6],
  [0.49, 1e4, 1e4, 0.0023370593301101496, 0.9976629406698898],
  [0.5, 1e4, 1e4, 0.5, 0.5],
  [0.9, 200, 30, 0.92311090184093, 0.07688909815906998],
  [0.99, 2000, 30, 0.9749272796503792, 0.025072720349620825],
  [0.0002, 0.5, 3e4, 0.9994683084559963, 0.0005316915440036492],
];

/** Σ_{j=a}^{n} C(n, j) x^j (1 − x)^(n−j), n = a + b − 1: I_x(a, b) for integer a, b (binomial tail). */
function binomialTail(x: number, a: number, b: number): number {
  const n = a + b - 1;
  let sum = 0;
  let choose = 1;
  for (let j = 0; j <= n; j++) {
    if (j >= a) sum += choose * x ** j * (1 - x) ** (n - j);
    choose = (choose * (n - j)) / (j + 1);
  }
  return sum;
}

describe("betaTails", () => {
  it.each(REFERENCE)("I at x = %s, a = %s, b = %s: both tails to 1e-13 relative", (x, a, b, lower, upper) => {
    const tails = betaTails(x, 1 - x, a, b);
    expectRelative(tails.lower, lower);
    expectRelative(tails.upper, upper);
  });

  it("matches the closed forms", () => {
    for (const x of [1e-9, 0.01, 0.3, 0.5, 0.77, 0.999]) {
      expectRelative(regularizedBeta(x, 3.7, 1), x ** 3.7, 1e-14);
      expectRelative(betaTails(x, 1 - x, 1, 2.2).upper, (1 - x) ** 2.2, 1e-14);
      expectRelative(regularizedBeta(x, 0.5, 0.5), (2 / Math.PI) * Math.asin(Math.sqrt(x)), 1e-14);
      expectRelative(regularizedBeta(x, 4, 6), binomialTail(x, 4, 6), 1e-13);
      expectRelative(regularizedBeta(x, 25, 3), binomialTail(x, 25, 3), 1e-13);
    }
  });

  it("is symmetric: the tails of Beta(a, b) at x are those of Beta(b, a) at 1 − x, swapped", () => {
    for (const [x, a, b] of [
      [0.3, 2.5, 7],
      [0.999, 3e4, 0.5],
      [1e-5, 0.5, 4e4],
      [0.6, 1e3, 800],
    ] as const) {
      const tails = betaTails(x, 1 - x, a, b);
      const mirrored = betaTails(1 - x, x, b, a);
      expectRelative(tails.lower, mirrored.upper, 1e-14);
      expectRelative(tails.upper, mirrored.lower, 1e-14);
    }
  });

  it("handles the ends of [0, 1] and invalid arguments", () => {
    expect(betaTails(0, 1, 2, 3)).toEqual({ lower: 0, upper: 1 });
    expect(betaTails(1, 0, 2, 3)).toEqual({ lower: 1, upper: 0 });
    for (const [x, a, b] of [
      [0.5, 0, 1],
      [0.5, 1, -1],
      [0.5, Infinity, 1],
      [-0.1, 1, 1],
      [NaN, 1, 1],
      [0.5, NaN, 1],
    ] as const)
      expect(regularizedBeta(x, a, b)).toBeNaN();
  });
});

describe("logBeta", () => {
  // ln B(a, b) computed with mpmath at 50 digits; at a = 1e300 (beyond mpmath's 50 digits) its
  // asymptote ln Γ(½) − ½ ln a, exact there to 1e-300.
  it.each([
    [0.5, 0.5, 1.1447298858494002],
    [3, 4, -4.0943445622221],
    [1e-5, 2, 11.512915465020228],
    [15, 0.5, -0.773328365452232],
    [1e6, 0.5, -6.335390211057437],
    [1e6, 3e5, -702270.6407534336],
    [1e12, 0.5, -13.243145615039449],
    [1e300, 0.5, 0.5723649429247001 - 0.5 * Math.log(1e300)],
  ])("ln B(%s, %s) to 5e-15 absolute or 1e-14 relative", (a, b, value) => {
    expect(Math.abs(logBeta(a, b) - value)).toBeLessThanOrEqual(Math.max(5e-15, 1e-14 * Math.abs(value)));
    expect(logBeta(b, a)).toBe(logBeta(a, b));
  });

  it("is Infinity at 0, −Infinity at Infinity and NaN below 0", () => {
    expect(logBeta(0, 2)).toBe(Infinity);
    expect(logBeta(2, Infinity)).toBe(-Infinity);
    expect(logBeta(-1, 2)).toBeNaN();
  });
});
