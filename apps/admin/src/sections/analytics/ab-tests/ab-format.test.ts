import { describe, expect, it } from "vitest";
import { formatConfidence, formatDate, formatInterval, formatLift, formatPValue, formatRate, sessionsText } from "./ab-format";

describe("A/B test figures as text", () => {
  it("shows a conversion rate in percent with two decimals", () => {
    expect(formatRate(0)).toBe("0.00%");
    expect(formatRate(0.0325)).toBe("3.25%");
    expect(formatRate(1)).toBe("100.00%");
  });

  it("signs a relative lift with a plus or a true minus, and none for zero", () => {
    expect(formatLift(0.123)).toBe("+12.3%");
    expect(formatLift(-0.04)).toBe("−4.0%");
    expect(formatLift(0)).toBe("0.0%");
    expect(formatLift(-0.0001)).toBe("0.0%");
  });

  it("writes the lift's interval from its low to its high end", () => {
    expect(formatInterval([-0.031, 0.276])).toBe("−3.1% to +27.6%");
  });

  it("keeps confidence below certainty and p-values readable", () => {
    expect(formatConfidence(0.9723)).toBe("97.2%");
    expect(formatConfidence(0.99996)).toBe(">99.9%");
    expect(formatConfidence(0)).toBe("0.0%");
    expect(formatPValue(0.0234)).toBe("p = 0.023");
    expect(formatPValue(0.0002)).toBe("p < 0.001");
  });

  it("shows an unset date as the given text and a set one as a date", () => {
    expect(formatDate(null, "Not started")).toBe("Not started");
    const text = formatDate("2026-03-04T10:20:00.000Z", "Not started", "en-US");
    expect(text).toMatch(/2026/);
    expect(text).not.toBe("Not started");
  });

  it("counts sessions with the right noun", () => {
    expect(sessionsText(1)).toBe("1 session");
    expect(sessionsText(31)).toBe("31 sessions");
    expect(sessionsText(1234)).toBe("1,234 sessions");
  });
});
