import type { PublicBookmaker } from "../shared";
import type { JurisdictionRule, VisitorOffers } from "../jurisdictions";

/** What of a place's rule decides how an offer may be shown. */
export type OfferRule = Pick<JurisdictionRule, "bonusesAllowed" | "keyTermsInFull">;

/** What of a visitor's offers (jurisdictions' `VisitorOffers`) the public list needs. */
export type VisitorOfferRules = Pick<VisitorOffers, "isLicensed"> & { rule: OfferRule };

/** A catalogue row as the public list reads it, before the visitor's rules apply. */
export type ListedBookmaker = Omit<PublicBookmaker, "bonusWithheld">;

const filled = (text: string | null) => Boolean(text?.trim());

/**
 * Whether a bookmaker's bonus must be left off its card in a place. Where bonuses may not be
 * advertised (Ontario) every card goes without one, so no card there reads "No Bonus" beside
 * others that say nothing. Where key terms must be shown in full with the offer (the UK), a bonus
 * whose terms the admin has not written cannot be shown at all.
 */
export function bonusWithheld(bookmaker: Pick<ListedBookmaker, "bonus" | "termsHighlight">, rule: OfferRule): boolean {
  if (!rule.bonusesAllowed) return true;
  return rule.keyTermsInFull && filled(bookmaker.bonus) && !filled(bookmaker.termsHighlight);
}

/**
 * The bookmaker as a visitor under `rule` may see it. A withheld bonus takes everything that
 * describes it along: the bonus, its label (button text), the CTA the admin wrote for it ("Claim
 * ...") and its terms; the card then offers a plain visit to the site.
 */
export function offerUnderRule(bookmaker: ListedBookmaker, rule: OfferRule): PublicBookmaker {
  if (!bonusWithheld(bookmaker, rule)) return { ...bookmaker, bonusWithheld: false };
  return { ...bookmaker, bonus: null, buttonText: "", ctaText: null, termsHighlight: null, bonusWithheld: true };
}

/** The public list for one visitor: only bookmakers licensed where they are, each under that place's rule. */
export function offersFor(list: readonly ListedBookmaker[], offers: VisitorOfferRules): PublicBookmaker[] {
  return list.filter((b) => offers.isLicensed(b.id)).map((b) => offerUnderRule(b, offers.rule));
}
