import { describe, expect, it } from "vitest";
import { cutListNote } from "./cut-list";

describe("cut list note", () => {
  it("names how many are shown out of how many when the list was cut", () => {
    expect(cutListNote(100, 243, "matches")).toBe("Showing the first 100 of 243 matches");
  });
  it("says nothing when every item is shown", () => {
    expect(cutListNote(42, 42, "matches")).toBeNull();
    expect(cutListNote(0, 0, "streams")).toBeNull();
  });
});
