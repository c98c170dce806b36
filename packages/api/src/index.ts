// @eb/api: what the server (apps/server) takes from the API package. Each line names a folder's
// public surface (its index.ts), never a file inside it. The browser-safe entries are separate:
// @eb/api/shared, @eb/api/seo, @eb/api/contracts; the background jobs are @eb/api/jobs.

// The two tRPC roots.
export { publicRouter, type PublicRouter } from "./public-router";
export { adminRouter, type AdminRouter } from "./admin-router";

// Platform: request context, errors, audit, limits, live feeds.
export {
  ChangeFeed,
  CONTENT_CHANNEL,
  clientAddressKey,
  createCallerFactory,
  DomainError,
  errorBody,
  parseClientAddress,
  recordSecurityEvent,
  WindowRateLimiter,
  type AdminRequestContext,
  type ApiContext,
  type ContentTopic,
  type DomainErrorCode,
  type ErrorBody,
  type Log,
} from "./platform";
export { SYNC_CHANNEL, parseSyncChange, type SyncChange } from "./jobs";

// Domains.
export {
  createUser,
  grantRole,
  loadMfaKeys,
  parseSessionEnded,
  sessionCookieName,
  SESSIONS_ENDED_CHANNEL,
  usePasswordHashing,
  type MfaKeys,
  type SessionEnded,
} from "./identity";
export {
  ANALYTICS_CHANNEL,
  announceAnalyticsIngest,
  BatchWriter,
  BEACON_BUDGET,
  BeaconLimits,
  beaconSchema,
  beaconToRows,
  EXPORT_ROUTE,
  insertAnalyticsEvents,
  addBotEvents,
  eventsInBeacon,
  isAutomatedRequest,
  RollupScheduler,
  SESSION_PAGE_LIMIT,
  startEventsExport,
  type AnalyticsChange,
  type AnalyticsEventRow,
  type BeaconLimitOptions,
} from "./analytics";
export { oddsCallLimits, oddsFeedName, type OddsFeedInfo } from "./odds";
export { REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue";
export {
  bundledIpDatabasePath,
  createVisitorLocator,
  ipCountryLookup,
  offerPoliciesOf,
  sharedCaching,
  visitorCountry,
  visitorOffers,
  type LocatableRequest,
  type Located,
} from "./jurisdictions";
export {
  ClickCounter,
  classifyHit,
  hitMatchId,
  hitOrigin,
  isValidSlug,
  recordRedirectHits,
  RedirectCache,
  redirectLocation,
  redirectTarget,
  refusedHit,
  type RedirectHit,
} from "./bookmakers";
export {
  abTestResultsFor,
  assignmentsFor,
  experimentSessionId,
  ExperimentSignalsRecorder,
  EXPOSURE_GRACE_MS,
  issueExperimentSession,
  loadRunningTests,
  type RunningTest,
} from "./experiments";
export {
  ClickIdTemplates,
  ConversionWriter,
  carriesClickId,
  newClickId,
  parsePostbackFields,
  postbackAuthentic,
  PostbackProgrammeCache,
  recordAffiliateClicks,
  sealProgrammeSecret,
  SIGNATURE_HEADER,
  withClickId,
  type AffiliateClick,
} from "./revenue";
export { buildMatchCalendar, upcomingMatches } from "./esports";
export { loadSitemapData, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml } from "./sitemap";
// Operator set-up: the first admin's setup link and the demo analytics history.
export { adminExists, issueSetupLink } from "./identity";
// Routes outside tRPC that must refuse a caller before reading a large body (the report upload).
export { authorizeAdmin, sessionCookieName as adminSessionCookieName } from "./identity";
export { seedDemoHistory } from "./demo-history";
