import type { BonusGuide } from "@eb/db/bonus-guide-values";

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
  /**
   * true: information only. No bookmaker name, price, link or bonus is shown to this place (its
   * rules ban such advertising, or no licensed bookmaker offers esports there); the pages say so.
   */
  informationOnly: boolean;
  /** false: esports betting is not allowed here (some US states allow sports betting only): information only too. */
  esportsBettingAllowed: boolean;
  /** true: a bonus is shown only beside its key terms, in full. */
  keyTermsInFull: boolean;
  /** The /bonuses page's claiming steps and bonus types for this place ("{age}" in a text: its minimum age). */
  bonusGuide: BonusGuide;
  /** While the visitor's break ("Take a break") is on, its end (ISO 8601): no bookmaker content is shown on this device until then. */
  breakUntil: string | null;
};

/**
 * The /go page of a bookmaker not licensed where the visitor is (issue 26): its name, the rules
 * applied, and the bookmakers that are licensed there, by their /go slugs. Never a target URL.
 */
export type BookmakerUnavailable = {
  bookmaker: string;
  /** The applied rule's name, as the footer shows it ("United States", "Other countries"). */
  jurisdiction: string;
  available: { name: string; redirectSlug: string }[];
};
