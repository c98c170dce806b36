import { describe, expect, it } from "vitest";
import { normalCdf, normalPdf, normalQuantile } from "./normal";
import { studentTCdf, studentTPdf, studentTQuantile } from "./student-t";
import { expectRelative } from "./test-support";

// P(T ≤ −|t|) = I_(ν/(ν+t²))(ν/2, ½) / 2 computed with mpmath at 50–60 digits. Includes three of
// the A/B reference vectors (p-values down to 9e-146 at ν ≈ 28 000) and ν up to 1e15.
const LOWER_TAIL: [t: number, df: number, value: number][] = [
  [0.5, 1, 0.35241638234956674],
  [3, 1, 0.10241638234956672],
  [1e6, 1, 3.1830988618368455e-7],
  [2, 2.5, 0.078695747878983],
  [0.1, 5, 0.4621150705773302],
  [4, 10, 0.0012591663123683462],
  [2.5, 30, 0.009057824534033348],
  [1.3041013273932522, 1985.3714563542528, 0.09617510350752789],
  [22.052532349274973, 55421.201695522424, 1.310098175384953e-107],
  [25.862111213759157, 28038.69160350847, 4.563269684500529e-146],
  [9.033517528665902, 8100.423243745104, 1.0245502398838914e-19],
  [1.5, 56, 0.06961577359666092],
  [1.734, 1e4, 0.041474450901355916],
  [3, 1e6, 0.0013499312707108985],
  [5, 1e9, 2.8665162019758144e-7],
  [2, 1e12, 0.022750131948314184],
  [30, 1e15, 4.9067139281440034e-198],
  [0.7, 0.3, 0.372811544383249],
  [3.5, 0.05, 0.4213058443464287],
  [1e20, 3, 1.1026577908435841e-60],
  [1e100, 0.5, 3.207009754142229e-51],
  [1e100, 2, 5e-201],
];

// t with P(T ≤ t) = p, solved by bisection on the same mpmath CDF. The first ones are the
// textbook t_0.975 values for ν = 1, 2, 3, 10, 30, 120.
const QUANTILES: [p: number, df: number, t: number][] = [
  [0.975, 1, 12.706204736174694],
  [0.975, 2, 4.302652729749462],
  [0.975, 3, 3.1824463052837086],
  [0.975, 10, 2.2281388519862744],
  [0.975, 30, 2.0422724563012378],
  [0.975, 120, 1.9799304050824404],
  [0.975, 1985.3714563542528, 1.9611595761856084],
  [0.975, 67013.52620023936, 1.9599993850551993],
  [0.975, 1e12, 1.9599639845424262],
  [0.9, 5, 1.4758840488244813],
  [0.995, 12, 3.0545395893929017],
  [0.95, 1e6, 1.6448551507220401],
  [0.6, 4, 0.27072229470759734],
  [0.51, 8, 0.025863148428696695],
  [0.025, 7, -2.3646242515927853],
  [1e-10, 3, -2225.7692846830932],
  [1e-30, 40, -32.5929585484389],
  [0.9999999, 2.5, 553.0599831647646],
];

describe("studentTCdf", () => {
  it.each(LOWER_TAIL)("P(T ≤ −%s) with ν = %s to 1e-13 relative", (t, df, value) => {
    expectRelative(studentTCdf(-t, df), value);
    // The upper half is 1 minus the same tail (computed through the other tail of the beta function).
    expect(Math.abs(studentTCdf(t, df) - (1 - value))).toBeLessThanOrEqual(5e-15);
  });

  it("matches the closed forms for one and two degrees of freedom", () => {
    for (const t of [1e-8, 0.3, 1, 1.7, 4, 60, 1e7]) {
      // Cauchy: P(T ≤ −t) = atan(1/t) / π. ν = 2: P(T ≤ −t) = 1 / (s (s + t)), s = √(2 + t²).
      expectRelative(studentTCdf(-t, 1), Math.atan(1 / t) / Math.PI, 1e-14);
      const s = Math.sqrt(2 + t * t);
      expectRelative(studentTCdf(-t, 2), 1 / (s * (s + t)), 1e-14);
    }
  });

  it("tends to the normal as ν grows and is the normal at ν = Infinity", () => {
    for (const t of [-6, -2, -0.5, 1]) {
      expect(studentTCdf(t, Infinity)).toBe(normalCdf(t));
      expectRelative(studentTCdf(t, 1e300), normalCdf(t), 1e-14);
      expect(studentTPdf(t, Infinity)).toBe(normalPdf(t));
      expectRelative(studentTPdf(t, 1e300), normalPdf(t), 1e-14);
    }
  });

  it("is monotone in t, with F(t) + F(−t) = 1", () => {
    for (const df of [0.7, 3, 45, 2e4, 1e9]) {
      let previous = 0;
      for (let t = -40; t <= 40; t += 0.5) {
        const value = studentTCdf(t, df);
        // Strictly while neither tail has rounded away (underflowed or rounded to 1).
        if (value > 0 && value < 1) expect(value).toBeGreaterThan(previous);
        previous = value;
        expect(Math.abs(value + studentTCdf(-t, df) - 1)).toBeLessThanOrEqual(2.3e-16);
      }
    }
  });

  it("is continuous where the far-tail formula takes over (t² = 1e17 ν)", () => {
    const df = 4;
    const t = Math.sqrt(1e17 * df);
    expectRelative(studentTCdf(-t * (1 - 1e-15), df), studentTCdf(-t * (1 + 1e-15), df), 1e-13);
  });

  it("handles t = 0, ±Infinity and invalid arguments", () => {
    expect(studentTCdf(0, 7)).toBe(0.5);
    expect(studentTCdf(-Infinity, 7)).toBe(0);
    expect(studentTCdf(Infinity, 7)).toBe(1);
    expect(studentTCdf(NaN, 7)).toBeNaN();
    expect(studentTCdf(1, NaN)).toBeNaN();
    expect(studentTCdf(1, 0)).toBeNaN();
    expect(studentTCdf(1, -3)).toBeNaN();
    expect(studentTPdf(1, 0)).toBeNaN();
  });
});

describe("studentTPdf", () => {
  it("is the derivative of the CDF", () => {
    for (const [t, df] of [
      [0.3, 2],
      [-2.5, 17],
      [-4, 3e4],
    ] as const) {
      // Central differences on the side where the CDF keeps its digits (well below 1).
      const h = 1e-5;
      const slope = (studentTCdf(t + h, df) - studentTCdf(t - h, df)) / (2 * h);
      expectRelative(studentTPdf(t, df), slope, 1e-9);
    }
    // ν = 1: 1 / (π (1 + t²)).
    expectRelative(studentTPdf(3, 1), 1 / (10 * Math.PI), 1e-14);
  });
});

describe("studentTQuantile", () => {
  it.each(QUANTILES)("the %s quantile with ν = %s to 1e-13 relative", (p, df, t) => {
    expectRelative(studentTQuantile(p, df), t);
  });

  it("inverts the CDF from the body to tails of 1e-300", () => {
    for (const df of [0.8, 1, 2.5, 9, 150, 3e4, 1e8])
      for (const t of [-1e6, -300, -40, -7, -2, -0.4, -1e-3]) {
        const p = studentTCdf(t, df);
        if (p > 1e-300) expectRelative(studentTQuantile(p, df), t, 1e-12);
      }
  });

  it("is odd about ½ and the normal quantile at ν = Infinity", () => {
    for (const p of [1e-8, 0.01, 0.3]) {
      // 1 − p is rounded; its exact complement is 1 − (1 − p).
      const upper = 1 - p;
      expect(studentTQuantile(upper, 6.5)).toBe(-studentTQuantile(1 - upper, 6.5));
    }
    expect(studentTQuantile(0.975, Infinity)).toBe(normalQuantile(0.975));
  });

  it("handles p in {0, ½, 1}, overflow and invalid arguments", () => {
    expect(studentTQuantile(0, 5)).toBe(-Infinity);
    expect(studentTQuantile(1, 5)).toBe(Infinity);
    expect(studentTQuantile(0.5, 5)).toBe(0);
    // With ν = 0.4, P(T ≤ t) = 1e-200 needs |t| ≈ 1e500, beyond double range.
    expect(studentTQuantile(1e-200, 0.4)).toBe(-Infinity);
    expect(studentTQuantile(-0.1, 5)).toBeNaN();
    expect(studentTQuantile(1.5, 5)).toBeNaN();
    expect(studentTQuantile(NaN, 5)).toBeNaN();
    expect(studentTQuantile(0.9, 0)).toBeNaN();
    expect(studentTQuantile(0.9, NaN)).toBeNaN();
  });
});
