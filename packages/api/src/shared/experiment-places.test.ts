import { describe, expect, it } from "vitest";
import { ctaTextFor, featuredFirst, heroContent, type ExperimentAssignment } from "./experiment-places";

const assignment = (config: ExperimentAssignment["config"]): ExperimentAssignment => ({ testId: 1, variantId: 2, place: "home_hero", config });
const SITE = { headline: "Best Esports Betting Sites {year}", text: "Compare trusted bookmakers." };

describe("what a variant changes on its place", () => {
  it("the hero: the variant's headline and text with the year, else the site's", () => {
    expect(heroContent(null, SITE, 2026)).toEqual({ headline: "Best Esports Betting Sites 2026", text: "Compare trusted bookmakers." });
    expect(heroContent(assignment(null), SITE, 2026).headline).toBe("Best Esports Betting Sites 2026");
    expect(heroContent(assignment({ headline: "Odds for {year}", text: "New text" }), SITE, 2027)).toEqual({ headline: "Odds for 2027", text: "New text" });
    expect(heroContent(assignment({ headline: "  ", text: "New text" }), SITE, 2026).headline).toBe("Best Esports Betting Sites 2026");
  });

  it("a CTA: the variant's text with the bonus, else the bookmaker's own rule", () => {
    const b = { ctaText: null, bonus: "€50 free bets" };
    expect(ctaTextFor(b, null)).toBe("Claim €50 free bets");
    expect(ctaTextFor(b, assignment({ ctaText: "Get {bonus} now" }))).toBe("Get €50 free bets now");
    expect(ctaTextFor({ ctaText: "Join", bonus: null }, assignment({ ctaText: "Get {bonus}" }))).toBe("Get Bonus");
  });

  it("the first bookmaker: the variant's moves to the top, the others keep their order", () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(featuredFirst(list, assignment({ bookmakerId: 3 })).map((b) => b.id)).toEqual([3, 1, 2]);
    expect(featuredFirst(list, assignment({ bookmakerId: 1 }))).toBe(list);
    expect(featuredFirst(list, assignment({ bookmakerId: 9 }))).toBe(list);
    expect(featuredFirst(list, null)).toBe(list);
  });
});
