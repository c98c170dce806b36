import { describe, expect, it } from "vitest";
import { afterFailure, BREAKER_COOLDOWN_MS, checkBreaker, CLOSED } from "./breaker-rules";

const t0 = new Date("2026-01-01T00:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("breaker rules", () => {
  it("stays closed for two failures and opens on the third", () => {
    const one = afterFailure(CLOSED, false, t0);
    const two = afterFailure(one, false, t0);
    expect(checkBreaker(two, t0)).toEqual({ allowed: true, reset: false });
    const three = afterFailure(two, false, t0);
    expect(checkBreaker(three, later(1))).toMatchObject({ allowed: false, message: "Circuit open - cooling down" });
  });
  it("opens at once on a rate limit and allows a retry (with reset) after 30 minutes", () => {
    const open = afterFailure(CLOSED, true, t0);
    expect(checkBreaker(open, later(BREAKER_COOLDOWN_MS - 1))).toMatchObject({ allowed: false, message: "Rate limited - cooling down" });
    expect(checkBreaker(open, later(BREAKER_COOLDOWN_MS))).toEqual({ allowed: true, reset: true });
  });
});
