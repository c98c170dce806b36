import { describe, expect, it } from "vitest";
import { TIER1_WORDS, TIER2_WORDS, tournamentTier } from "./tournament-tier";
import { TIER_EXAMPLES } from "./tournament-tier-examples";

describe("the tournament tier helper (spec 3)", () => {
  it.each(TIER_EXAMPLES)("%s is %s", (name, tier) => {
    expect(tournamentTier(name)).toBe(tier);
  });

  it("ignores case and gives tier3 to a missing name", () => {
    expect(tournamentTier("iem COLOGNE")).toBe("tier1");
    expect(tournamentTier(null)).toBe("tier3");
    expect(tournamentTier(undefined)).toBe("tier3");
  });

  it("a tier1 word wins over a tier2 word in the same name", () => {
    expect(tournamentTier("Masters Qualifiers Cup")).toBe("tier1");
  });

  it("keeps every word to lower-case letters and single spaces, so the shared pattern needs no escaping", () => {
    for (const w of [...TIER1_WORDS, ...TIER2_WORDS]) expect(w).toMatch(/^[a-z]+( [a-z]+)*$/);
  });
});
