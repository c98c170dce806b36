import { describe, expect, it } from "vitest";
import { log1pmx } from "./log1pmx";
import { expectRelative } from "./test-support";

// ln(1 + u) − u computed with mpmath at 50 digits.
const REFERENCE: [u: number, value: number][] = [
  [-0.9, -1.402585092994046],
  [-0.6, -0.316290731874155],
  [-0.5, -0.19314718055994531],
  [-0.49, -0.1833445532637656],
  [-0.1, -0.005360515657826302],
  [-1e-5, -5.0000333335833364e-11],
  [1e-10, -4.999999999666667e-21],
  [0.001, -4.996669164668332e-7],
  [0.3, -0.03763573553250894],
  [0.49, -0.09122388004263222],
  [0.5, -0.09453489189183562],
  [2, -0.9013877113318903],
  [1000, -993.0912452206848],
];

describe("log1pmx", () => {
  it.each(REFERENCE)("ln(1 + %s) − u to 1e-15 relative, also where the two terms cancel", (u, value) => {
    expectRelative(log1pmx(u), value, 1e-15);
  });

  it("is 0 at 0, −Infinity at −1 and NaN below", () => {
    expect(log1pmx(0)).toBe(0);
    expect(log1pmx(-1)).toBe(-Infinity);
    expect(log1pmx(-2)).toBeNaN();
    expect(log1pmx(NaN)).toBeNaN();
  });
});
