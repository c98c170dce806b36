import { describe, expect, it } from "vitest";
import { matchPath, slugPart, teamPath } from "./entity-paths";

describe("entity paths", () => {
  it("builds the match URL from both teams' names, accents and symbols folded", () => {
    expect(matchPath("cs2", 42, "Natus Vincere", "Héroic")).toBe("/match/cs2/42/natus-vincere-vs-heroic");
    expect(matchPath("lol", 7, "T1", null)).toBe("/match/lol/7/t1-vs-tbd");
  });

  it("builds the team URL, with a fallback word for a name with no Latin letters or digits", () => {
    expect(teamPath("dota2", 5, "Team Spirit")).toBe("/team/dota2/5/team-spirit");
    expect(teamPath("lol", 5, "중국")).toBe("/team/lol/5/team");
    expect(slugPart("  --G2 Esports!! ", "x")).toBe("g2-esports");
  });

  it("keeps a slug part to 60 characters without a trailing hyphen", () => {
    const slug = slugPart(`${"a".repeat(59)} bbbb`, "x");
    expect(slug).toBe("a".repeat(59));
  });
});
