import { describe, expect, it } from "vitest";
import type { PublicBookmaker } from "@eb/api/shared";
import {
  ageLabel,
  appliedJurisdictionLine,
  bonusesNotAdvertisedNotice,
  helplinePhone,
  keyTermsBesideBonus,
  noBookmakersNotice,
  offerCtaText,
  placeName,
} from "./offer-texts";

const place = (code: string, name: string) => ({ code, name });
const GB = place("GB", "United Kingdom");
const ONTARIO = place("CA-ON", "Ontario, Canada");
const OTHER = place("other", "Other countries");
const UNKNOWN = place("unknown", "Unknown location");

const offer = (over: Partial<PublicBookmaker> = {}) => ({
  bonus: "100% up to €200",
  ctaText: null,
  termsHighlight: "Min. deposit €10.",
  bonusWithheld: false,
  ...over,
});

describe("the words for the visitor's place (issue 26)", () => {
  it("names the applied rules in the footer, and says when nobody could tell where the visitor is", () => {
    expect(appliedJurisdictionLine(GB)).toBe("Offers shown for: United Kingdom");
    expect(appliedJurisdictionLine(place("US-NJ", "New Jersey, United States"))).toBe("Offers shown for: New Jersey, United States");
    expect(appliedJurisdictionLine(OTHER)).toBe("Offers shown for: Other countries");
    expect(appliedJurisdictionLine(UNKNOWN)).toBe("We could not tell where you are, so we show only offers available everywhere.");
  });

  it("puts the place in a sentence, with the rule's age", () => {
    expect([placeName(ONTARIO), placeName(OTHER), placeName(UNKNOWN)]).toEqual(["Ontario, Canada", "your country", "your location"]);
    expect(ageLabel({ minimumAge: 21 })).toBe("21+");
    expect(bonusesNotAdvertisedNotice(ONTARIO)).toBe("Bonus offers are not advertised in Ontario, Canada, so the bookmakers are listed without them.");
    expect(noBookmakersNotice(place("US", "United States")).title).toBe("No bookmakers we list are available in United States.");
    expect(noBookmakersNotice(UNKNOWN).title).toBe("No bookmakers available everywhere");
    // Where esports betting is not allowed, or the rules allow information only, the notice says so.
    expect(noBookmakersNotice({ ...place("US-XX", "Somewhere, United States"), esportsBettingAllowed: false }).title).toBe(
      "Esports betting is not allowed in Somewhere, United States.",
    );
    expect(noBookmakersNotice({ ...place("NL", "Netherlands"), informationOnly: true })).toEqual({
      title: "Betting offers are not shown in Netherlands.",
      description: "The rules there allow information only: no bookmakers, prices, links or bonuses. The matches, results and streams are all here.",
    });
  });

  it("gives the helpline's number only where the rule has one", () => {
    expect(helplinePhone({ helplinePhone: "0808 8020 133" })).toBe("0808 8020 133");
    expect(helplinePhone({ helplinePhone: null })).toBeNull();
    expect(helplinePhone({ helplinePhone: "  " })).toBeNull();
  });

  it("offers a plain visit where the bonus is withheld, whatever the CTA or the A/B variant said", () => {
    const variant = { testId: 1, variantId: 2, place: "bookmaker_cta" as const, config: { ctaText: "Grab {bonus} now" } };
    expect(offerCtaText(offer(), null)).toBe("Claim 100% up to €200");
    expect(offerCtaText(offer(), variant)).toBe("Grab 100% up to €200 now");
    const withheld = offer({ bonus: null, bonusWithheld: true });
    expect(offerCtaText(withheld, null)).toBe("Visit Site");
    expect(offerCtaText(withheld, variant)).toBe("Visit Site");
  });

  it("shows key terms beside the bonus where the place requires them in full, and only a bonus that has both", () => {
    expect(keyTermsBesideBonus(offer(), { keyTermsInFull: true })).toBe(true);
    expect(keyTermsBesideBonus(offer(), { keyTermsInFull: false })).toBe(false);
    expect(keyTermsBesideBonus(offer({ bonus: null }), { keyTermsInFull: true })).toBe(false);
    expect(keyTermsBesideBonus(offer({ bonusWithheld: true }), { keyTermsInFull: true })).toBe(false);
  });
});
