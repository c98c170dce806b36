import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff";

describe("reconnect backoff", () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };
  it("doubles from the base, never past the bound, jittered between half and all of it", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, policy, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(30, policy, () => 1)).toBe(60_000);
    expect(backoffDelay(30, policy, () => 0)).toBe(30_000);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(3000);
  });
});
