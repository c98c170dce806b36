import { describe, expect, it } from "vitest";
import { continuedFraction } from "./continued-fraction";
import { expectRelative } from "./test-support";

describe("continuedFraction", () => {
  it("evaluates fractions with known values", () => {
    // 1 + 1/(1 + 1/(1 + …)) is the golden ratio; 1 + 1/(2 + 1/(2 + …)) is √2.
    expectRelative(
      continuedFraction(1, () => [1, 1], 100),
      (1 + Math.sqrt(5)) / 2,
      1e-15,
    );
    expectRelative(
      continuedFraction(1, () => [1, 2], 100),
      Math.SQRT2,
      1e-15,
    );
    // Lambert: tan x = x / (1 − x² / (3 − x² / (5 − …))).
    const x = 1.2;
    expectRelative(x / continuedFraction(1, (n) => [-x * x, 2 * n + 1], 100), Math.tan(x), 1e-15);
  });

  it("survives a denominator that vanishes on the way (Lentz's substitution)", () => {
    // b0 = 0 and the convergents pass through 0: 0 + 1/(1 + 1/(1 + …)) = 1/φ.
    expectRelative(
      continuedFraction(0, () => [1, 1], 100),
      2 / (1 + Math.sqrt(5)),
      1e-15,
    );
  });

  it("throws rather than return an unconverged value", () => {
    expect(() => continuedFraction(1, () => [1, 1], 3)).toThrow(RangeError);
  });
});
