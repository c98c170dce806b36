import { describe, expect, it } from "vitest";
import { lowerTailLargeA, suitsLargeA } from "./beta-large-a";
import { expectRelative } from "./test-support";

// I_x(a, b) at x = e^−u, computed with mpmath at 60 digits.
const REFERENCE: [u: number, a: number, b: number, value: number][] = [
  [1e-6, 5e5, 0.5, 0.3173106288482663],
  [0.3, 25, 0.5, 0.00011613051266659539],
  [0.69, 20, 1, 1.015631471002492e-6],
  [2e-5, 1e6, 3, 4.555067060351209e-7],
  [1e-3, 1e4, 10, 0.457366944593474],
  [4e-12, 5e11, 0.5, 0.04550026389641241],
  [0.01, 400, 0.05, 0.00021111401755412562],
];

describe("lowerTailLargeA", () => {
  it.each(REFERENCE)("I_x at u = %s, a = %s, b = %s to 1e-13 relative", (u, a, b, value) => {
    expect(suitsLargeA(a, b, u)).toBe(true);
    expectRelative(lowerTailLargeA(u, a, b), value);
  });

  it("is x^a exactly when b = 1", () => {
    for (const [u, a] of [
      [0.5, 30],
      [1e-4, 1e5],
    ] as const)
      expectRelative(lowerTailLargeA(u, a, 1), Math.exp(-a * u), 1e-14);
  });

  it("is kept to large a, b small beside it and x near 1", () => {
    expect(suitsLargeA(19, 0.5, 0.1)).toBe(false);
    expect(suitsLargeA(100, 11, 0.1)).toBe(false);
    expect(suitsLargeA(100, 0.5, 0.7)).toBe(false);
    expect(suitsLargeA(1e6, 5e4, 0.05)).toBe(false);
  });
});
