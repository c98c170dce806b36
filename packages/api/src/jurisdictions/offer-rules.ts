import { DEFAULT_BONUS_GUIDE } from "@eb/db/bonus-guide-values";
import type { LicenceMode } from "@eb/db/schema";
import type { PublicJurisdiction } from "../shared";
import { countryOf, covers, OTHER, UNKNOWN, type JurisdictionCode } from "./codes";

/** One jurisdiction_rules row: what the public pages show of it, less the name they add. */
/** A rule as the server applies it: what the pages show, and whether only a licence naming the place counts. */
export type JurisdictionRule = Omit<PublicJurisdiction, "name" | "breakUntil"> & { licensedHereOnly: boolean };

export type BookmakerLicence = { mode: LicenceMode; jurisdictions: readonly string[] };

/** What the site said before jurisdictions existed: used only if the "other" or "unknown" row were ever missing. */
export const FALLBACK_RULE: Omit<JurisdictionRule, "code"> = {
  minimumAge: 18,
  responsibleGamblingText: "Gambling can be addictive, please play responsibly.",
  helplineName: "BeGambleAware.org",
  helplineUrl: "https://www.begambleaware.org",
  helplinePhone: null,
  bonusesAllowed: true,
  informationOnly: false,
  esportsBettingAllowed: true,
  keyTermsInFull: false,
  bonusGuide: DEFAULT_BONUS_GUIDE,
  licensedHereOnly: false,
};

/** Whether a rule lets no bookmaker be offered at all: information only, or esports betting not allowed. */
export const offersNothing = (rule: Pick<JurisdictionRule, "informationOnly" | "esportsBettingAllowed">) => rule.informationOnly || !rule.esportsBettingAllowed;

/** The row that applies to a place: its own, else its country's, else "other"; "unknown" for the unlocated. */
export function ruleFor(rules: ReadonlyMap<string, JurisdictionRule>, code: JurisdictionCode): JurisdictionRule {
  const fallback = (c: string) => rules.get(c) ?? { code: c, ...FALLBACK_RULE };
  if (code === UNKNOWN) return fallback(UNKNOWN);
  return rules.get(code) ?? rules.get(countryOf(code)) ?? fallback(OTHER);
}

/**
 * Whether a licence offers its bookmaker nowhere: no licence row (a new bookmaker), or "only in" an
 * empty list. Issue 36: an unlicensed bookmaker made Live used to reach every visitor; now a
 * bookmaker is offered only where a licence says so, and the back office warns while it is nowhere.
 */
export function offeredNowhere(licence: BookmakerLicence | undefined): boolean {
  return !licence || (licence.mode === "only_in" && licence.jurisdictions.length === 0);
}

/**
 * Whether a bookmaker may be offered to a visitor in `code`. No licence row: nowhere. Where the
 * place is not fully known the answer leans to "no": an unlocated visitor sees only bookmakers
 * licensed everywhere, and a visitor known only by country ("US") is not shown a bookmaker licensed
 * only in some of its regions, nor one excluded from any of them (they may be in that region).
 */
export function isLicensed(licence: BookmakerLicence | undefined, code: JurisdictionCode): boolean {
  if (!licence) return false;
  if (code === UNKNOWN) return licence.mode === "everywhere_except" && licence.jurisdictions.length === 0;
  if (licence.mode === "only_in") return licence.jurisdictions.some((entry) => covers(entry, code));
  const regionUnknown = !code.includes("-");
  return !licence.jurisdictions.some((entry) => covers(entry, code) || (regionUnknown && countryOf(entry) === code));
}

/**
 * isLicensed under a place's rule: where the rule offers only bookmakers licensed there, a licence
 * must name the place ("only in" it, its country, or its region); "everywhere except" a list is not
 * a licence for it.
 */
export function isLicensedUnder(rule: Pick<JurisdictionRule, "licensedHereOnly">, licence: BookmakerLicence | undefined, code: JurisdictionCode): boolean {
  if (!isLicensed(licence, code)) return false;
  return !rule.licensedHereOnly || licence?.mode === "only_in";
}

/** The bookmaker's own target for the place (region first, then country), or null for its usual one. */
export function jurisdictionTarget(urls: ReadonlyMap<string, string> | undefined, code: JurisdictionCode): string | null {
  if (!urls || code === UNKNOWN) return null;
  return urls.get(code) ?? urls.get(countryOf(code)) ?? null;
}
