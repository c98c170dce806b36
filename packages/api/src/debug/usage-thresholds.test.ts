import { describe, expect, it } from "vitest";
import { usageStatus } from "./usage-thresholds";

const LIMIT = 1000;

describe("API usage thresholds (spec 4, 9)", () => {
  it.each([
    [690, "normal", null, "default"],
    [700, "normal", null, "secondary"],
    [790, "normal", null, "secondary"],
    [799, "normal", null, "secondary"],
    [800, "approaching", "Approaching API Limit", "secondary"],
    [890, "approaching", "Approaching API Limit", "secondary"],
    [900, "approaching", "Approaching API Limit", "destructive"],
    [990, "approaching", "Approaching API Limit", "destructive"],
    [1000, "reached", "API Limit Reached!", "destructive"],
    [1200, "reached", "API Limit Reached!", "destructive"],
  ] as const)("%i of 1000 calls: %s, text %s, badge %s", (calls, level, statusText, badge) => {
    expect(usageStatus(calls, LIMIT)).toEqual({ percent: calls / 10, level, statusText, badge });
  });

  it("counts no calls as 0% and normal", () => {
    expect(usageStatus(0, LIMIT)).toEqual({ percent: 0, level: "normal", statusText: null, badge: "default" });
  });

  it("compares whole calls, not rounded percentages, on a limit that does not divide evenly", () => {
    expect(usageStatus(79, 99).level).toBe("normal"); // 79.8%
    expect(usageStatus(80, 99).level).toBe("approaching"); // 80.8%
    expect(usageStatus(69, 99).badge).toBe("default"); // 69.7%
    expect(usageStatus(70, 99).badge).toBe("secondary"); // 70.7%
  });
});
