import { describe, expect, it } from "vitest";
import { cutListNote, listCount } from "./cut-list";

describe("cut list note", () => {
  it("names how many are shown out of how many when the list was cut", () => {
    expect(cutListNote(100, { total: 243, totalCapped: false }, "matches")).toBe("Showing the first 100 of 243 matches");
  });
  it("says nothing when every item is shown", () => {
    expect(cutListNote(42, { total: 42, totalCapped: false }, "matches")).toBeNull();
    expect(cutListNote(0, { total: 0, totalCapped: false }, "streams")).toBeNull();
  });
  it("says the count stopped at its cap", () => {
    expect(cutListNote(60, { total: 1000, totalCapped: true }, "streams")).toBe("Showing the first 60 of 1,000+ streams");
  });
});

describe("list count", () => {
  it("is the number itself under the cap, and the cap with a plus past it", () => {
    expect(listCount(243, false)).toBe("243");
    expect(listCount(1000, false)).toBe("1,000");
    expect(listCount(1000, true)).toBe("1,000+");
  });
});
