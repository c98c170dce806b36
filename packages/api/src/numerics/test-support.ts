import { expect } from "vitest";

/**
 * The tolerance of the numerics tests, relative. The functions measure at 1e-15 to 2e-13 against
 * mpmath; this leaves room for a different libm without letting a lost digit pass.
 */
export const TOLERANCE = 1e-13;

/** Asserts |actual − expected| ≤ tolerance · |expected|, naming both numbers when it fails. */
export function expectRelative(actual: number, expected: number, tolerance = TOLERANCE) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance * Math.abs(expected));
}
