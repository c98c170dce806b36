import { describe, expect, it } from "vitest";
import { bookmakerCtaText, GENERIC_CLAIM_CTA } from "./bookmaker-rules";

describe("bookmakerCtaText (spec: cta_text, else 'Claim {bonus}', else 'Visit Site')", () => {
  it("uses the stored CTA, else claims the bonus", () => {
    expect(bookmakerCtaText({ ctaText: "Join now", bonus: null })).toBe("Join now");
    expect(bookmakerCtaText({ ctaText: null, bonus: "€50 free bet" })).toBe("Claim €50 free bet");
    expect(bookmakerCtaText({ ctaText: GENERIC_CLAIM_CTA, bonus: "€50 free bet" })).toBe("Claim Bonus");
  });
  it("reads 'Visit Site' for a bookmaker with no bonus, even with the generic 'Claim Bonus' the admin form stored (issue 23)", () => {
    expect(bookmakerCtaText({ ctaText: null, bonus: null })).toBe("Visit Site");
    expect(bookmakerCtaText({ ctaText: "  ", bonus: " " })).toBe("Visit Site");
    expect(bookmakerCtaText({ ctaText: GENERIC_CLAIM_CTA, bonus: null })).toBe("Visit Site");
    expect(bookmakerCtaText({ ctaText: GENERIC_CLAIM_CTA, bonus: "" })).toBe("Visit Site");
  });
});
