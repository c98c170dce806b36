import { describe, expect, it } from "vitest";
import { logGamma, logGammaIncrement } from "./log-gamma";
import { expectRelative } from "./test-support";

// ln Γ(x) computed with mpmath at 50 digits.
const REFERENCE: [x: number, value: number][] = [
  [1e-300, 690.7755278982137],
  [1e-8, 18.42068073818021],
  [0.1, 2.252712651734206],
  [0.5, 0.5723649429247001],
  [0.9999, 5.7729791561193866e-5],
  [1.0001, -5.771334222047127e-5],
  [1.5, -0.12078223763524522],
  [1.9999, -4.227520877215346e-5],
  [2.0001, 4.2281658112919945e-5],
  [3.3, 0.9870985778947344],
  [9.99, 12.779315214350193],
  [10.01, 12.824350262448247],
  [57.2, 173.16000143329242],
  [1e3, 5905.220423209181],
  [1e6, 12815504.569147611],
  [1e15, 3.3538776394910668e16],
  [1e300, 6.897755278982137e302],
];

describe("logGamma", () => {
  // Always exponentiated, so what counts is the absolute error (the relative error of Γ itself);
  // relative to the value where it is large.
  it.each(REFERENCE)("ln Γ(%s) to 5e-15 absolute or 1e-15 relative", (x, value) => {
    expect(Math.abs(logGamma(x) - value)).toBeLessThanOrEqual(Math.max(5e-15, 1e-15 * Math.abs(value)));
  });

  it("is ln((n − 1)!) at the integers and ½ ln π at ½", () => {
    let factorial = 1;
    for (let n = 1; n <= 30; n++) {
      expect(Math.abs(logGamma(n) - Math.log(factorial))).toBeLessThanOrEqual(5e-15 * Math.max(1, Math.log(factorial)));
      factorial *= n;
    }
    expect(Math.abs(logGamma(0.5) - 0.5 * Math.log(Math.PI))).toBeLessThanOrEqual(5e-15);
  });

  it("is Infinity at 0 and +Infinity, NaN for negative numbers and NaN", () => {
    expect(logGamma(0)).toBe(Infinity);
    expect(logGamma(Infinity)).toBe(Infinity);
    expect(logGamma(-0.5)).toBeNaN();
    expect(logGamma(NaN)).toBeNaN();
  });
});

describe("logGammaIncrement", () => {
  it("equals ln Γ(z + s) − ln Γ(z) without the cancellation", () => {
    // mpmath: ln Γ(1e12 + ½) − ln Γ(1e12) and ln Γ(30.5) − ln Γ(20.25).
    expectRelative(logGammaIncrement(1e12, 0.5), 13.81551055796415, 1e-15);
    expectRelative(logGammaIncrement(20.25, 10.25), logGamma(30.5) - logGamma(20.25), 1e-14);
  });
});
