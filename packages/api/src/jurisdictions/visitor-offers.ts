import { jurisdictionName, type JurisdictionCode } from "./codes";
import { isLicensedUnder, jurisdictionTarget, offersNothing, ruleFor, type JurisdictionRule } from "./offer-rules";
import type { OfferSnapshot } from "./offer-snapshot";

/** Everything about a visitor's place that changes what the site may offer them. */
export type VisitorOffers = {
  /** Where the visitor is ("US-NJ", "FR", "unknown"). */
  located: JurisdictionCode;
  /** The rule row that applies ("US-NJ", "US", "other", "unknown") and its name for the footer. */
  rule: JurisdictionRule;
  ruleName: string;
  isLicensed: (bookmakerId: number) => boolean;
  /** The bookmaker's own URL for this place, or null for its usual target. */
  targetUrl: (bookmakerId: number) => string | null;
  /**
   * The same for every visitor a page would look the same for: the rule row and which restricted
   * bookmakers are licensed. Rendered pages are cached under it, never under the visitor.
   */
  profileKey: string;
  /** The end of the visitor's break ("Take a break"), while one is on: nothing is offered until then. */
  breakUntil?: Date;
};

/**
 * The offers of a visitor taking a break: the place's rules still apply (age, helpline), and no
 * bookmaker is offered, so no name, price, link or bonus reaches a page. A page rendered for it is
 * the visitor's own (it names the break's end): never one of the render cache's shared copies.
 */
export function offersDuringBreak(offers: VisitorOffers, until: Date): VisitorOffers {
  return { ...offers, isLicensed: () => false, targetUrl: () => null, profileKey: `${offers.rule.code}:break`, breakUntil: until };
}

export function visitorOffersFrom(snapshot: OfferSnapshot, located: JurisdictionCode): VisitorOffers {
  const rule = ruleFor(snapshot.rules, located);
  // Information only (set so, or esports betting not allowed here): no bookmaker is offered, so no
  // name, price, link or bonus reaches a page (every offer, price and /go answer asks isLicensed first).
  if (offersNothing(rule))
    return {
      located,
      rule,
      ruleName: jurisdictionName(rule.code),
      isLicensed: () => false,
      targetUrl: () => null,
      profileKey: `${rule.code}:information-only`,
    };
  const licensedRestricted = [...snapshot.licences]
    .filter(([, licence]) => isLicensedUnder(rule, licence, located))
    .map(([id]) => id)
    .sort((a, b) => a - b);
  return {
    located,
    rule,
    ruleName: jurisdictionName(rule.code),
    isLicensed: (id) => isLicensedUnder(rule, snapshot.licences.get(id), located),
    targetUrl: (id) => jurisdictionTarget(snapshot.urls.get(id), located),
    profileKey: `${rule.code}:${licensedRestricted.join(".")}`,
  };
}
