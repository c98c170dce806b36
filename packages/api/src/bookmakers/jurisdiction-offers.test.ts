import { describe, expect, it } from "vitest";
import { bonusWithheld, offersFor, offerUnderRule, type ListedBookmaker } from "./jurisdiction-offers";

const book = (id: number, overrides: Partial<ListedBookmaker> = {}): ListedBookmaker => ({
  id,
  name: `Book ${id}`,
  rating: 4.5,
  description: "Esports markets",
  bonus: "100% up to €200",
  bonusType: "deposit",
  buttonText: "Welcome Bonus",
  ctaText: "Claim 100% up to €200",
  keyFeatures: [{ title: "Live betting" }],
  termsHighlight: "Min. deposit €10. Wagering 8x.",
  isFeatured: false,
  redirectSlug: `book-${id}`,
  websiteUrl: `https://book${id}.example/`,
  ...overrides,
});

const OPEN = { bonusesAllowed: true, keyTermsInFull: false };
const KEY_TERMS = { bonusesAllowed: true, keyTermsInFull: true };
const NO_BONUSES = { bonusesAllowed: false, keyTermsInFull: false };

describe("a bookmaker's offer under a place's rule (issue 26)", () => {
  it("is shown whole where bonuses may be advertised and key terms need not be shown", () => {
    expect(offerUnderRule(book(1), OPEN)).toEqual({ ...book(1), bonusWithheld: false });
    expect(offerUnderRule(book(1, { termsHighlight: null }), OPEN)).toMatchObject({ bonus: "100% up to €200", bonusWithheld: false });
  });

  it("goes without its bonus, label, CTA and terms where bonuses may not be advertised, keeping the rest of the card", () => {
    const shown = offerUnderRule(book(1), NO_BONUSES);
    expect(shown).toEqual({ ...book(1), bonus: null, buttonText: "", ctaText: null, termsHighlight: null, bonusWithheld: true });
    // Every card there goes without, also one that had no bonus to begin with (no "No Bonus" beside the others).
    expect(offerUnderRule(book(2, { bonus: null, ctaText: "Claim Bonus" }), NO_BONUSES)).toMatchObject({ ctaText: null, bonusWithheld: true });
  });

  it("keeps a bonus only beside its key terms where they must be shown in full", () => {
    expect(offerUnderRule(book(1), KEY_TERMS)).toMatchObject({
      bonus: "100% up to €200",
      termsHighlight: "Min. deposit €10. Wagering 8x.",
      bonusWithheld: false,
    });
    for (const terms of [null, "", "   "]) {
      expect(offerUnderRule(book(1, { termsHighlight: terms }), KEY_TERMS)).toMatchObject({ bonus: null, ctaText: null, buttonText: "", bonusWithheld: true });
    }
    // Nothing to withhold: a bookmaker without a bonus stays as it is.
    expect(bonusWithheld({ bonus: " ", termsHighlight: null }, KEY_TERMS)).toBe(false);
  });
});

describe("the public list for a visitor", () => {
  it("keeps only the bookmakers licensed where the visitor is, in the catalogue's order, each under the place's rule", () => {
    const list = [book(3), book(1), book(2, { termsHighlight: null })];
    const licensed = new Set([3, 2]);
    const shown = offersFor(list, { isLicensed: (id) => licensed.has(id), rule: KEY_TERMS });
    expect(shown.map((b) => [b.id, b.bonus, b.bonusWithheld])).toEqual([
      [3, "100% up to €200", false],
      [2, null, true],
    ]);
    expect(offersFor(list, { isLicensed: () => false, rule: OPEN })).toEqual([]);
  });
});
