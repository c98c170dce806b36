/**
 * The rules the site applied to a visitor's place, as the public pages show them: in the footer
 * ("Offers shown for United Kingdom"), on every offer (the age, the helpline) and in what offers
 * may say (bonuses, key terms). Browser-safe.
 */
export type PublicJurisdiction = {
  /** The rule row that applied: "GB", "US-NJ", "US", "other" (a country without its own rules) or "unknown". */
  code: string;
  /** Its name in English: "United Kingdom", "New Jersey, United States", "Other countries", "Unknown location". */
  name: string;
  minimumAge: number;
  responsibleGamblingText: string;
  helplineName: string;
  helplineUrl: string;
  helplinePhone: string | null;
  /** false: offers are shown without their bonus, and the bonuses page says why. */
  bonusesAllowed: boolean;
  /** true: a bonus is shown only beside its key terms, in full. */
  keyTermsInFull: boolean;
};
