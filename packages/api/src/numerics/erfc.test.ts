import { describe, expect, it } from "vitest";
import { erfc, expMinusSquare } from "./erfc";
import { expectRelative } from "./test-support";

// erfc(x) computed with mpmath at 50 digits, across the series (|x| < 1), the continued fraction
// and the far tail down to 1e-307.
const REFERENCE: [x: number, value: number][] = [
  [-5, 1.9999999999984626],
  [-1.5, 1.9661051464753108],
  [-0.3, 1.3286267594591274],
  [0, 1],
  [1e-8, 0.9999999887162083],
  [0.2, 0.7772974107895215],
  [0.5, 0.4795001221869535],
  [0.9999, 0.15734072195124052],
  [1, 0.15729920705028513],
  [1.0001, 0.1572577004514797],
  [1.5, 0.033894853524689274],
  [2, 0.004677734981047266],
  [3.7, 1.6715105790914599e-7],
  [5, 1.537459794428035e-12],
  [8, 1.1224297172982926e-29],
  [12.5, 6.231942781979911e-70],
  [20, 5.395865611607901e-176],
  [26.5, 2.2109076642637343e-307],
];

describe("erfc", () => {
  it.each(REFERENCE)("erfc(%s) to 1e-14 relative", (x, value) => {
    expectRelative(erfc(x), value, 1e-14);
  });

  it("is continuous where the series hands over to the continued fraction", () => {
    const below = erfc(1 - Number.EPSILON);
    const above = erfc(1);
    expectRelative(below, above, 4e-15);
  });

  it("is decreasing and satisfies erfc(−x) = 2 − erfc(x)", () => {
    let previous = 2;
    // From −5.5: below, erfc(x) rounds to 2.
    for (let x = -5.5; x <= 27; x += 0.25) {
      const value = erfc(x);
      expect(value).toBeLessThan(previous);
      previous = value;
      if (x > 0) expectRelative(erfc(-x), 2 - value, 1e-15);
    }
  });

  it("tends to 2 and 0 at ∓Infinity, underflows to 0 past 27.3 and passes NaN through", () => {
    expect(erfc(-Infinity)).toBe(2);
    expect(erfc(Infinity)).toBe(0);
    expect(erfc(27.5)).toBe(0);
    expect(erfc(NaN)).toBeNaN();
  });
});

describe("expMinusSquare", () => {
  it("keeps full precision where x² would be rounded", () => {
    // exp(−x²) and exp(−x²/2) from mpmath; Math.exp(−x * x) is off by 5.7e-14 at this x, and by 2.8e-14 for the half.
    const x = 26.087146461875527;
    expectRelative(expMinusSquare(x), 2.789819791515964e-296, 1e-15);
    expectRelative(expMinusSquare(x, 0.5), 1.6702753639792344e-148, 1e-15);
  });

  it("is 0 where float32 overflows", () => {
    expect(expMinusSquare(1e39)).toBe(0);
    expect(expMinusSquare(NaN)).toBeNaN();
  });
});
