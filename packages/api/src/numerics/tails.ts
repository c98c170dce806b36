/**
 * Both tails of a distribution at one point, lower = P(X ≤ x) and upper = P(X > x), each computed
 * to relative accuracy: upper is never formed as 1 − lower when it is the small one.
 */
export type Tails = { lower: number; upper: number };

export const NAN_TAILS: Tails = { lower: NaN, upper: NaN };
