import { ctaTextFor, type ExperimentAssignment, type PublicBookmaker, type PublicJurisdiction } from "@eb/api/shared";
import { GAMBLING_AWARENESS_URL } from "./nav";

/**
 * The words the public pages use for the rules of the visitor's place (issue 26). Pure, so the
 * server render and the hydrating browser say the same, and tested without a page.
 */

type Place = Pick<PublicJurisdiction, "code" | "name">;

/**
 * The rules shown if the server could not say: the site's own 18+ line and gambling-awareness link.
 * No bonus guide here: /bonuses shows the default guide itself when the rules are not known, so
 * its texts load with that page, not with every page (the home page's JavaScript budget).
 */
export const SITE_RULES: PublicJurisdiction = {
  code: "unknown",
  name: "Unknown location",
  minimumAge: 18,
  responsibleGamblingText: "Gambling can be addictive, please play responsibly.",
  helplineName: "BeGambleAware.org",
  helplineUrl: GAMBLING_AWARENESS_URL,
  helplinePhone: null,
  bonusesAllowed: true,
  informationOnly: false,
  esportsBettingAllowed: true,
  keyTermsInFull: false,
  bonusGuide: { steps: [], types: [] },
  breakUntil: null,
};

const isUnknown = (j: Place) => j.code === "unknown";
const isOther = (j: Place) => j.code === "other";

/** "18+", "21+": the age badges and the offers' footers. */
export const ageLabel = (j: Pick<PublicJurisdiction, "minimumAge">) => `${j.minimumAge}+`;

/** The place as a sentence names it: "Ontario, Canada"; "your country" for a country without rules of its own. */
export function placeName(j: Place): string {
  if (isUnknown(j)) return "your location";
  if (isOther(j)) return "your country";
  return j.name;
}

/** The footer's line saying which rules the site applied, so a visitor can tell why they see these offers. */
export function appliedJurisdictionLine(j: Place): string {
  if (isUnknown(j)) return "We could not tell where you are, so we show only offers available everywhere.";
  return `Offers shown for: ${j.name}`;
}

/** The footer's line on every page while the visitor's break is on (its end is on /take-a-break, out of the home page's JavaScript). */
export const BREAK_ON_LINE = "Take a break is on: no bookmakers, prices, links or bonuses are shown on this device.";

/** What replaces a bookmaker list where none of the bookmakers we list may be offered. */
export function noBookmakersNotice(j: Place & Partial<Pick<PublicJurisdiction, "informationOnly" | "esportsBettingAllowed" | "breakUntil">>): {
  title: string;
  description: string;
} {
  if (j.breakUntil) {
    return {
      title: "You are taking a break from betting.",
      description: "So no bookmakers, prices, links or bonuses are shown on this device until it ends. The matches, results and streams are all here.",
    };
  }
  if (j.esportsBettingAllowed === false) {
    return {
      title: `Esports betting is not allowed in ${placeName(j)}.`,
      description: "So no bookmakers, prices, links or bonuses are shown there. The matches, results and streams are all here.",
    };
  }
  if (j.informationOnly) {
    return {
      title: `Betting offers are not shown in ${placeName(j)}.`,
      description: "The rules there allow information only: no bookmakers, prices, links or bonuses. The matches, results and streams are all here.",
    };
  }
  if (isUnknown(j)) {
    return {
      title: "No bookmakers available everywhere",
      description: "We could not tell where you are, and none of the bookmakers we list is available in every country.",
    };
  }
  return { title: `No bookmakers we list are available in ${placeName(j)}.`, description: "We only show bookmakers licensed where you are." };
}

/** The note where bonuses may not be advertised (Ontario): the bookmakers are still listed. */
export function bonusesNotAdvertisedNotice(j: Place): string {
  return `Bonus offers are not advertised in ${placeName(j)}, so the bookmakers are listed without them.`;
}

/** The helpline's number where the rule has one ("call 0808 8020 133"), else null. */
export function helplinePhone(j: Pick<PublicJurisdiction, "helplinePhone">): string | null {
  return j.helplinePhone?.trim() || null;
}

/**
 * A card's CTA: the bookmaker's (or an A/B variant's) where its bonus is shown, and a plain
 * 'Visit Site' where it is withheld, so no card promises a bonus the visitor is not shown.
 */
export function offerCtaText(bookmaker: Pick<PublicBookmaker, "ctaText" | "bonus" | "bonusWithheld">, assignment: ExperimentAssignment | null): string {
  return bookmaker.bonusWithheld ? "Visit Site" : ctaTextFor(bookmaker, assignment);
}

/** Whether a card shows the bonus's key terms in full beside the bonus itself, as the place requires (the UK). */
export function keyTermsBesideBonus(
  bookmaker: Pick<PublicBookmaker, "bonus" | "termsHighlight" | "bonusWithheld">,
  j: Pick<PublicJurisdiction, "keyTermsInFull">,
): boolean {
  return j.keyTermsInFull && !bookmaker.bonusWithheld && Boolean(bookmaker.bonus?.trim()) && Boolean(bookmaker.termsHighlight?.trim());
}
