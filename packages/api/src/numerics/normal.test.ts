import { describe, expect, it } from "vitest";
import { normalCdf, normalPdf, normalQuantile, normalSf } from "./normal";
import { expectRelative } from "./test-support";

// P(Z > z) computed with mpmath at 50 digits (ncdf(−z)).
const UPPER_TAIL: [z: number, value: number][] = [
  [-6, 0.9999999990134123],
  [-1, 0.8413447460685429],
  [0, 0.5],
  [0.5, 0.3085375387259869],
  [1.4142, 0.07865159399422553],
  [1.4143, 0.07863691848416891],
  [1.959963984540054, 0.025000000000000012],
  [3, 0.0013498980316300946],
  [5, 2.866515718791939e-7],
  [8, 6.220960574271784e-16],
  [12, 1.776482112077679e-33],
  [20, 2.7536241186062337e-89],
  [30, 4.906713927148187e-198],
  [37, 5.725571222524577e-300],
];

// Φ⁻¹(p) solved by bisection on mpmath's ncdf at 60 digits.
const QUANTILES: [p: number, z: number][] = [
  [1e-300, -37.0470962993612],
  [1e-100, -21.273453560965326],
  [1e-20, -9.262340089798407],
  [1e-10, -6.361340902404057],
  [1e-5, -4.264890793922825],
  [0.001, -3.0902323061678136],
  [0.025, -1.9599639845400543],
  [0.1, -1.2815515655446004],
  [0.3, -0.5244005127080408],
  [0.6, 0.2533471031357997],
  [0.9, 1.2815515655446006],
  [0.975, 1.9599639845400538],
  [0.995, 2.5758293035489004],
  [0.999999, 4.753424308817087],
];

describe("normalSf and normalCdf", () => {
  it.each(UPPER_TAIL)("P(Z > %s) to 1e-14 relative, far tail included", (z, value) => {
    expectRelative(normalSf(z), value, 1e-14);
    expectRelative(normalCdf(-z), value, 1e-14);
  });

  it("matches the published Φ(−8) = 6.220960574271785e-16", () => {
    expectRelative(normalCdf(-8), 6.220960574271785e-16, 1e-15);
  });

  it("keeps both tails exact at the switch from erfc's series to the direct fraction (z = √2)", () => {
    expectRelative(normalSf(Math.SQRT2 * (1 - Number.EPSILON)), normalSf(Math.SQRT2), 4e-15);
  });

  it("is symmetric and monotone, its two halves summing to 1", () => {
    let previous = 0;
    // Up to z = 8: beyond, Φ(z) rounds to 1.
    for (let z = -10; z <= 8; z += 0.125) {
      const cdf = normalCdf(z);
      expect(cdf).toBeGreaterThan(previous);
      previous = cdf;
      expect(Math.abs(cdf + normalSf(z) - 1)).toBeLessThanOrEqual(2e-16);
      expectRelative(normalCdf(-z), normalSf(z), 1e-15);
    }
  });

  it("handles ±Infinity, underflow and NaN", () => {
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalSf(40)).toBe(0);
    expect(normalCdf(NaN)).toBeNaN();
    expect(normalPdf(NaN)).toBeNaN();
  });
});

describe("normalPdf", () => {
  it("is exp(−z²/2) / √(2π)", () => {
    expectRelative(normalPdf(0), 1 / Math.sqrt(2 * Math.PI), 1e-16);
    // mpmath: φ(8) and φ(37).
    expectRelative(normalPdf(8), 5.052271083536892e-15, 1e-15);
    expectRelative(normalPdf(37), 2.1200065515246056e-298, 1e-15);
  });
});

describe("normalQuantile", () => {
  it.each(QUANTILES)("Φ⁻¹(%s) to 1e-14 relative", (p, z) => {
    expectRelative(normalQuantile(p), z, 1e-14);
  });

  it("inverts the CDF", () => {
    // Not far above 0: there Φ(z) is 1 − a tail that rounding has already cut short.
    for (const z of [-37, -20, -5, -1, -1e-3, 0.3, 2]) expectRelative(normalQuantile(normalCdf(z)), z, 1e-13);
  });

  it("is 0 at ½ (to 1e-16 nearby), ∓Infinity at 0 and 1, NaN outside [0, 1]", () => {
    expect(normalQuantile(0.5)).toBe(0);
    // mpmath: Φ⁻¹(0.4999) = −2.5066283008800747e-4.
    expect(Math.abs(normalQuantile(0.4999) + 2.5066283008800747e-4)).toBeLessThanOrEqual(1e-16);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(-0.1)).toBeNaN();
    expect(normalQuantile(1.1)).toBeNaN();
    expect(normalQuantile(NaN)).toBeNaN();
  });
});
