import { describe, expect, it } from "vitest";
import { DEMO_BOOKMAKERS } from "./demo-bookmaker-catalog";
import { DEMO_JURISDICTION_RULES, DEMO_LICENCES, GB_BONUS_GUIDE } from "./demo-jurisdictions";
import { US_ONLINE_SPORTS_BETTING } from "./us-online-sports-betting";

const legal = new Set<string>(US_ONLINE_SPORTS_BETTING);

/** Issue 36: the demo's licences are plausible, and what the UK rule says is current. */
describe("the demo's licences and rules", () => {
  it("licenses every demo bookmaker explicitly (none would be offered anywhere without one)", () => {
    expect(Object.keys(DEMO_LICENCES).sort()).toEqual(DEMO_BOOKMAKERS.map((b) => b.slug).sort());
  });

  it("offers no bookmaker in a US state without legal online sports betting, nor everywhere", () => {
    for (const [slug, licence] of Object.entries(DEMO_LICENCES)) {
      if (licence.mode === "only_in") {
        // "US" would cover Texas; only states with legal online sports betting are named.
        expect(licence.jurisdictions, slug).not.toContain("US");
        for (const code of licence.jurisdictions.filter((c) => c.startsWith("US-"))) expect(legal.has(code), `${slug}: ${code}`).toBe(true);
      } else {
        // "Everywhere except" must leave out the whole US (the list cannot name every state that may ban it next).
        expect(licence.jurisdictions, slug).toContain("US");
      }
    }
  });

  it("gives the UK rule the industry's current message and explainers without 'risk-free'", () => {
    const gb = DEMO_JURISDICTION_RULES.find((r) => r.code === "GB")!;
    expect(gb.responsibleGamblingText).toMatch(/^Take time to think\./);
    expect(gb.responsibleGamblingText.toLowerCase()).not.toContain("when the fun stops");
    expect(JSON.stringify(gb.bonusGuide).toLowerCase()).not.toContain("risk-free");
    expect(gb.bonusGuide).toEqual(GB_BONUS_GUIDE);
  });
});
