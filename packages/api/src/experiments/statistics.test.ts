import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { relativeLift, sampleRatioCheck } from "./statistics";

type LiftVector = {
  control: { sessions: number; conversions: number };
  variant: { sessions: number; conversions: number };
  control_rate: number;
  variant_rate: number;
  relative_lift: number;
  lift_variance: number;
  welch_df: number;
  t: number;
  p_value: number;
  confidence: number;
  ci95: [number, number];
};
type SrmVector = { counts: number[]; weights: number[]; chi2: number; p_value: number; flagged: boolean };

// Computed independently with SciPy from the formulas of docs/ab-statistics.md (a copy of the shared reference file).
const reference = JSON.parse(readFileSync(new URL("../../../../tests/fixtures/stats/ab-reference.json", import.meta.url), "utf8")) as {
  lift_tests: LiftVector[];
  srm: SrmVector[];
};

/** Equal to 1e-6 relative (absolute near zero, where a relative error means nothing). */
function near(actual: number, expected: number) {
  const scale = Math.max(Math.abs(expected), 1e-12);
  expect(Math.abs(actual - expected) / scale, `${actual} vs ${expected}`).toBeLessThan(1e-6);
}

describe("relative lift against SciPy", () => {
  it.each(reference.lift_tests.map((v) => [`${v.control.conversions}/${v.control.sessions} vs ${v.variant.conversions}/${v.variant.sessions}`, v] as const))(
    "%s",
    (_, v) => {
      const r = relativeLift(v.control, v.variant, 0.95)!;
      near(r.controlRate, v.control_rate);
      near(r.variantRate, v.variant_rate);
      if (v.relative_lift === 0) expect(r.lift).toBe(0);
      else near(r.lift, v.relative_lift);
      near(r.variance, v.lift_variance);
      near(r.df, v.welch_df);
      if (v.t === 0) expect(r.t).toBe(0);
      else near(r.t, v.t);
      near(r.pValue, v.p_value);
      near(r.confidence, v.confidence);
      near(r.interval[0], v.ci95[0]);
      near(r.interval[1], v.ci95[1]);
    },
  );

  it("cannot be told without conversions in the control or with a single session", () => {
    expect(relativeLift({ sessions: 100, conversions: 0 }, { sessions: 100, conversions: 5 })).toBeNull();
    expect(relativeLift({ sessions: 1, conversions: 1 }, { sessions: 100, conversions: 5 })).toBeNull();
  });
});

describe("sample ratio check against SciPy", () => {
  it.each(reference.srm.map((v) => [`${v.counts.join(":")} for ${v.weights.join(":")}`, v] as const))("%s", (_, v) => {
    const r = sampleRatioCheck(v.counts, v.weights);
    if (v.chi2 === 0) expect(r.chi2).toBe(0);
    else near(r.chi2, v.chi2);
    near(r.pValue, v.p_value);
    expect(r.flagged).toBe(v.flagged);
  });
});
