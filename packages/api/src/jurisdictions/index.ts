export {
  OTHER,
  UNKNOWN,
  countryOf,
  covers,
  jurisdictionName,
  normaliseCountry,
  normaliseRegion,
  parseJurisdiction,
  visitorCountry,
  type JurisdictionCode,
} from "./codes";
export { REGION_NAMES, REGIONAL_COUNTRIES } from "./regions";
export { FALLBACK_RULE, isLicensed, jurisdictionTarget, ruleFor, type BookmakerLicence, type JurisdictionRule } from "./offer-rules";
export { loadOfferSnapshot, type OfferSnapshot } from "./offer-snapshot";
export { visitorOffersFrom, type VisitorOffers } from "./visitor-offers";
export { OfferPolicies, offerPoliciesOf, visitorOffers } from "./offer-policies";
export { createVisitorLocator, sharedCaching, type Located, type LocatableRequest, type VisitorLocatorOptions } from "./visitor-location";
export { bundledIpDatabasePath, ipCountryLookup } from "./ip-country";
export { publicJurisdiction } from "./public-jurisdiction";
export { jurisdictionRouter } from "./public-router";
