import { describe, expect, it } from "vitest";
import { sameRegions } from "./same-regions";

const lists = [
  { name: "Europe", teams: ["Team Vitality", "MOUZ"] },
  { name: "Americas", teams: ["FURIA"] },
];

describe("whether a saved team list changes anything", () => {
  it("is the same list when every region name and team matches in order", () => {
    expect(sameRegions(lists, structuredClone(lists))).toBe(true);
    expect(sameRegions([], [])).toBe(true);
  });

  it("differs on a renamed region, an added, removed, renamed or moved team, or moved regions", () => {
    expect(sameRegions(lists, [{ ...lists[0]!, name: "EU" }, lists[1]!])).toBe(false);
    expect(sameRegions(lists, [{ ...lists[0]!, teams: ["Team Vitality", "MOUZ", "G2 Esports"] }, lists[1]!])).toBe(false);
    expect(sameRegions(lists, [{ ...lists[0]!, teams: ["Team Vitality"] }, lists[1]!])).toBe(false);
    expect(sameRegions(lists, [{ ...lists[0]!, teams: ["Team Vitality", "mouz"] }, lists[1]!])).toBe(false);
    expect(sameRegions(lists, [{ ...lists[0]!, teams: ["MOUZ", "Team Vitality"] }, lists[1]!])).toBe(false);
    expect(sameRegions(lists, [lists[1]!, lists[0]!])).toBe(false);
    expect(sameRegions(lists, [lists[0]!])).toBe(false);
    expect(sameRegions(lists, [...lists, { name: "Asia", teams: [] }])).toBe(false);
  });
});
