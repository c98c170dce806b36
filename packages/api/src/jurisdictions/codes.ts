// The codes themselves are browser-safe (the admin's forms parse and name them too), so they live
// in shared/; the domain's files keep importing them from here.
export {
  OTHER,
  UNKNOWN,
  countryOf,
  covers,
  jurisdictionName,
  normaliseCountry,
  normaliseRegion,
  parseJurisdiction,
  REGION_NAMES,
  REGIONAL_COUNTRIES,
  type JurisdictionCode,
} from "../shared";
