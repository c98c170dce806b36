// The codes themselves are browser-safe (the admin's forms parse and name them too), so they live
// in shared/; the domain's files keep importing them from here.
import { countryOf, OTHER, UNKNOWN, type JurisdictionCode } from "../shared";

export { OTHER, UNKNOWN, countryOf, covers, jurisdictionName, normaliseCountry, normaliseRegion, parseJurisdiction, type JurisdictionCode } from "../shared";

/**
 * What analytics may keep of where a visitor is: the ISO 3166-1 country of a located code ("US" of
 * "US-NJ"), null for an unlocated visitor. Never the address, and no finer than the country.
 */
export function visitorCountry(code: JurisdictionCode): string | null {
  return code === UNKNOWN || code === OTHER ? null : countryOf(code);
}
