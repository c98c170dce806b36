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
  REGION_NAMES,
  REGIONAL_COUNTRIES,
  type JurisdictionCode,
} from "./codes";
export { FALLBACK_RULE, isLicensed, offeredNowhere, jurisdictionTarget, ruleFor, type BookmakerLicence, type JurisdictionRule } from "./offer-rules";
export { loadOfferSnapshot, type OfferSnapshot } from "./offer-snapshot";
export { visitorOffersFrom, type VisitorOffers } from "./visitor-offers";
export { OfferPolicies, offerPoliciesOf, visitorOffers } from "./offer-policies";
export { createVisitorLocator, sharedCaching, type Located, type LocatableRequest } from "./visitor-location";
export { bundledIpDatabasePath, ipCountryLookup } from "./ip-country";
export { jurisdictionRouter } from "./public-router";
export { jurisdictionsAdminRouter } from "./admin-router";
export { storeLicence } from "./licence-store";
