import { describe, expect, it } from "vitest";
import { twoProportionSignificance } from "./significance";

describe("twoProportionSignificance", () => {
  // Reference computed apart (Python, math.erf): z = 1.429301, two-sided p = 0.1529178.
  it("is 1 - p of the pooled two-proportion z-test", () => {
    expect(twoProportionSignificance({ successes: 120, trials: 1000 }, { successes: 100, trials: 1000 })).toBeCloseTo(1 - 0.1529178, 6);
  });
  it("is symmetric in its two samples", () => {
    const a = { successes: 45, trials: 300 };
    const b = { successes: 30, trials: 310 };
    expect(twoProportionSignificance(a, b)).toBeCloseTo(twoProportionSignificance(b, a), 12);
  });
  it("is 0 for equal rates and tends to 1 for a large, clear difference", () => {
    expect(twoProportionSignificance({ successes: 50, trials: 500 }, { successes: 100, trials: 1000 })).toBeCloseTo(0, 12);
    expect(twoProportionSignificance({ successes: 500, trials: 5000 }, { successes: 250, trials: 5000 })).toBeGreaterThan(0.999);
  });
  it("is 0 when a side has no trials or nothing ever happened", () => {
    expect(twoProportionSignificance({ successes: 0, trials: 0 }, { successes: 3, trials: 10 })).toBe(0);
    expect(twoProportionSignificance({ successes: 0, trials: 100 }, { successes: 0, trials: 80 })).toBe(0);
  });
});
