import { describe, expect, it } from "vitest";
import { changedFields, isSameValue } from "./changed-fields";

describe("the changed fields of an edit (audit before/after)", () => {
  const stored = { name: "Vortex", rating: 4.5, bonus: null as string | null, keyFeatures: [{ title: "Live", description: null as string | null }] };

  it("lists only the fields whose value differs", () => {
    expect(changedFields(stored, { name: "Vortex Bet", rating: 4.5, bonus: "€50", keyFeatures: [{ title: "Live", description: null }] })).toEqual({
      before: { name: "Vortex", bonus: null },
      after: { name: "Vortex Bet", bonus: "€50" },
    });
  });
  it("sees a change inside a list of key features", () => {
    expect(changedFields(stored, { keyFeatures: [{ title: "Live", description: "map by map" }] })).toEqual({
      before: { keyFeatures: [{ title: "Live", description: null }] },
      after: { keyFeatures: [{ title: "Live", description: "map by map" }] },
    });
  });
  it("is null when nothing changed", () => {
    expect(changedFields(stored, { ...stored, keyFeatures: [{ title: "Live", description: null }] })).toBeNull();
  });
  it("treats a missing description and null as the same", () => {
    expect(isSameValue({ title: "Live" }, { title: "Live", description: null })).toBe(true);
    expect(isSameValue([1, 2], [2, 1])).toBe(false);
    expect(isSameValue(null, 0)).toBe(false);
  });
});
