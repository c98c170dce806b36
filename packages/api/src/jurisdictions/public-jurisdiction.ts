import type { PublicJurisdiction } from "../shared";
import type { VisitorOffers } from "./visitor-offers";

/** The applied rule as the public pages show it (never the visitor's own address or exact place). */
export function publicJurisdiction(offers: VisitorOffers): PublicJurisdiction {
  const { rule } = offers;
  return {
    code: rule.code,
    name: offers.ruleName,
    minimumAge: rule.minimumAge,
    responsibleGamblingText: rule.responsibleGamblingText,
    helplineName: rule.helplineName,
    helplineUrl: rule.helplineUrl,
    helplinePhone: rule.helplinePhone,
    bonusesAllowed: rule.bonusesAllowed,
    informationOnly: rule.informationOnly,
    esportsBettingAllowed: rule.esportsBettingAllowed,
    keyTermsInFull: rule.keyTermsInFull,
    bonusGuide: rule.bonusGuide,
    breakUntil: offers.breakUntil?.toISOString() ?? null,
  };
}
