import { describe, expect, it } from "vitest";
import { allocationTotal, allocationTotalError, allocationValue } from "./allocation";

describe("traffic allocation", () => {
  it("reads a typed allocation, and anything unreadable as 0", () => {
    expect(allocationValue(" 40 ")).toBe(40);
    expect(allocationValue("")).toBe(0);
    expect(allocationValue("half")).toBe(0);
    expect(allocationValue("12.5")).toBe(12.5);
  });

  it("adds the allocations up", () => {
    expect(allocationTotal(["50", "50"])).toBe(100);
    expect(allocationTotal(["30", "60"])).toBe(90);
    expect(allocationTotal(["30", ""])).toBe(30);
  });

  it("gives the contract's message unless the total is exactly 100%", () => {
    expect(allocationTotalError(["40", "60"])).toBeNull();
    expect(allocationTotalError(["30", "60"])).toBe("Traffic allocations must add up to 100%");
    expect(allocationTotalError(["60", "50"])).toBe("Traffic allocations must add up to 100%");
  });
});
