import { describe, expect, it } from "vitest";
import { WindowRateLimiter } from "./in-memory-limiter";

describe("WindowRateLimiter at its key bound", () => {
  it("keeps admitting new visitors once it tracks maxKeys addresses, forgetting the least recent", () => {
    const l = new WindowRateLimiter(2, 60_000, () => 0, 3);
    for (const key of ["a", "b", "c"]) expect(l.hit(key)).toBe(true);
    expect(l.hit("new visitor")).toBe(true);
    expect(l.hit("another")).toBe(true);
  });

  it("still refuses an address over its limit while new keys churn, as long as it keeps coming", () => {
    const l = new WindowRateLimiter(2, 60_000, () => 0, 3);
    expect([l.hit("flood"), l.hit("flood"), l.hit("flood")]).toEqual([true, true, false]);
    expect([l.hit("x"), l.hit("y")]).toEqual([true, true]);
    expect(l.hit("flood")).toBe(false);
  });
});
