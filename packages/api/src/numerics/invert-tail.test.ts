import { describe, it } from "vitest";
import { invertUpperTail } from "./invert-tail";
import { expectRelative } from "./test-support";

// Two tails with closed-form inverses: exponential, P(X > t) = e^−t / 2, and a power law,
// P(X > t) = 1 / (2 (1 + t)^3).
const exponential = { tail: (t: number) => Math.exp(-t) / 2, logDensity: (t: number) => -t - Math.LN2, inverse: (q: number) => -Math.log(2 * q) };
const powerLaw = {
  tail: (t: number) => 1 / (2 * (1 + t) ** 3),
  logDensity: (t: number) => Math.log(1.5) - 4 * Math.log1p(t),
  inverse: (q: number) => (2 * q) ** (-1 / 3) - 1,
};

describe("invertUpperTail", () => {
  it.each([
    ["exponential", exponential],
    ["power-law", powerLaw],
  ] as const)("finds the root of a %s tail from guesses off by orders of magnitude", (_, { tail, logDensity, inverse }) => {
    for (const q of [0.4, 0.01, 1e-12, 1e-200])
      for (const guess of [1e-9, 1, 1e9, NaN, -3]) expectRelative(invertUpperTail(q, tail, logDensity, guess), inverse(q), 1e-14);
  });

  it("falls back to bisection when the density underflows to no use", () => {
    // A useless density (ln density = −Infinity) leaves only the bracket: still converges.
    expectRelative(
      invertUpperTail(1e-5, exponential.tail, () => -Infinity, 1),
      exponential.inverse(1e-5),
      1e-14,
    );
  });

  it("climbs 600 orders of magnitude in capped steps where a full Newton step would overflow", () => {
    // P(X > t) = 1 / (2 √(1 + t)): from t = 1e-300 the log-slope is 1e-300 and the first step infinite.
    const tail = (t: number) => 0.5 / Math.sqrt(1 + t);
    const logDensity = (t: number) => -Math.log(4) - 1.5 * Math.log1p(t);
    expectRelative(invertUpperTail(1e-150, tail, logDensity, 1e-300), 2.5e299, 1e-14);
  });
});
