import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { relativeLiftOfMeans, type VariantMoments } from "./statistics";

type Aggregates = { sessions: number; sum: number; sum_squares: number };
type MeanVector = {
  name: string;
  level: number;
  control: Aggregates;
  variant: Aggregates;
  control_mean: number;
  variant_mean: number;
  relative_lift: number;
  lift_variance: number;
  welch_df: number;
  t: number;
  p_value: number;
  confidence: number;
  interval: [number, number];
  scipy_welch_absolute: { df: number };
};

// Computed with SciPy by scripts/stats/revenue-reference.py from simulated per-session revenues.
const reference = JSON.parse(readFileSync(new URL("../../../../tests/fixtures/stats/revenue-reference.json", import.meta.url), "utf8")) as {
  mean_tests: MeanVector[];
};

/** Equal to 1e-6 relative. */
function near(actual: number, expected: number) {
  const scale = Math.max(Math.abs(expected), 1e-12);
  expect(Math.abs(actual - expected) / scale, `${actual} vs ${expected}`).toBeLessThan(1e-6);
}

const moments = (a: Aggregates): VariantMoments => ({ sessions: a.sessions, sum: a.sum, sumSquares: a.sum_squares });

describe("the revenue metric's lift (a mean per exposed session) against SciPy", () => {
  it.each(reference.mean_tests.map((v) => [v.name, v] as const))("%s", (_, v) => {
    const r = relativeLiftOfMeans(moments(v.control), moments(v.variant), v.level)!;
    near(r.controlRate, v.control_mean);
    near(r.variantRate, v.variant_mean);
    near(r.lift, v.relative_lift);
    near(r.variance, v.lift_variance);
    near(r.df, v.welch_df);
    // SciPy's own Welch test of the two samples has the same degrees of freedom.
    near(r.df, v.scipy_welch_absolute.df);
    near(r.t, v.t);
    near(r.pValue, v.p_value);
    near(r.confidence, v.confidence);
    near(r.interval[0], v.interval[0]);
    near(r.interval[1], v.interval[1]);
  });

  it("cannot be told without two sessions a side, revenue in the control, or any spread", () => {
    expect(relativeLiftOfMeans({ sessions: 1, sum: 10, sumSquares: 100 }, { sessions: 50, sum: 10, sumSquares: 100 })).toBeNull();
    expect(relativeLiftOfMeans({ sessions: 50, sum: 0, sumSquares: 0 }, { sessions: 50, sum: 10, sumSquares: 100 })).toBeNull();
    expect(relativeLiftOfMeans({ sessions: 50, sum: 50, sumSquares: 50 }, { sessions: 50, sum: 50, sumSquares: 50 })).toBeNull();
  });
});
