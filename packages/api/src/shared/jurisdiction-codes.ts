import { REGION_NAMES, REGIONAL_COUNTRIES } from "./jurisdiction-regions";

/** A located visitor whose country has no rule of its own gets this row's rules. */
export const OTHER = "other";
/** A visitor nobody could locate (no trusted header, an address the IP database does not know). */
export const UNKNOWN = "unknown";

/** "GB", "US-NJ", "CA-ON", or UNKNOWN: where a visitor is, as the rules are written. */
export type JurisdictionCode = string;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/**
 * Two-letter region codes the runtime names that are not ISO 3166-1 countries: groupings (EU, EZ,
 * UN, QO), pseudo-locales (XA, XB), exceptionally reserved places (AC, CP, DG, EA, IC, TA) and
 * CDNs' "no idea" placeholders (XX, ZZ, AP).
 */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "AC", "CP", "DG", "EA", "IC", "TA", "XX", "ZZ", "AP"]);

/** normaliseCountry's remembered answers of the runtime, per two-letter code. */
const countryAnswers = new Map<string, boolean>();

/**
 * An ISO 3166-1 alpha-2 country the runtime can name, upper-cased; null for anything else,
 * including the placeholders CDNs send for "no idea" (XX, T1 for Tor, ZZ) and EU, AP and friends.
 */
export function normaliseCountry(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  let code = raw.trim().toUpperCase();
  // ISO's code for the United Kingdom is GB; people (and a few proxies) write UK.
  if (code === "UK") code = "GB";
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  // Asked on every request behind a CDN (and every /go click): the runtime's answer is remembered,
  // at most 26 × 26 entries.
  let known = countryAnswers.get(code);
  if (known === undefined) countryAnswers.set(code, (known = regionNames.of(code) !== code));
  return known ? code : null;
}

/**
 * A region of a country whose rules differ by region (US states, Canadian provinces), written as
 * "NJ" or "US-NJ"; null for anything else, so a header can only ever name a known region.
 */
export function normaliseRegion(country: string, raw: unknown): string | null {
  if (typeof raw !== "string" || !REGIONAL_COUNTRIES.has(country)) return null;
  let code = raw.trim().toUpperCase();
  if (code.startsWith(`${country}-`)) code = code.slice(country.length + 1);
  const full = `${country}-${code}`;
  return REGION_NAMES.has(full) ? full : null;
}

/**
 * A code an admin writes in a rule or a licence list: a known country, or a known region of a
 * country whose rules differ by region. Returns the canonical spelling or null.
 */
export function parseJurisdiction(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  const dash = text.indexOf("-");
  if (dash === -1) return normaliseCountry(text);
  const country = normaliseCountry(text.slice(0, dash));
  return country ? normaliseRegion(country, text.slice(dash + 1)) : null;
}

/** The country part of a code ("US" of "US-NJ"). */
export function countryOf(code: JurisdictionCode): string {
  const dash = code.indexOf("-");
  return dash === -1 ? code : code.slice(0, dash);
}

/** Whether a list entry names the visitor's place: "US" covers "US" and every "US-xx"; "US-NJ" only itself. */
export function covers(entry: string, code: JurisdictionCode): boolean {
  return entry === code || (!entry.includes("-") && code.startsWith(`${entry}-`));
}

/** The name of a code in English: "United Kingdom", "New Jersey, United States", "Other countries". */
export function jurisdictionName(code: JurisdictionCode): string {
  if (code === OTHER) return "Other countries";
  if (code === UNKNOWN) return "Unknown location";
  const country = countryOf(code);
  const countryName = regionNames.of(country) ?? country;
  if (country === code) return countryName;
  return `${REGION_NAMES.get(code) ?? code}, ${countryName}`;
}
