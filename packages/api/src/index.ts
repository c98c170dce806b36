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
  PageDependencies,
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
export { oddsCallLimits, oddsFeedName, oddsFeedRows, type OddsFeedInfo } from "./odds";
export { REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue";
export {
  BREAK_COOKIE,
  breakUntil,
  extendedBreak,
  requestedBreak,
  bundledIpDatabasePath,
  createVisitorLocator,
  ipCountryLookup,
  jurisdictionName,
  locatedCountry,
  offerPoliciesOf,
  parseJurisdiction,
  sharedCaching,
  visitorOffers,
  type LocatableRequest,
  type Located,
} from "./jurisdictions";
// The /go use case: the server's plugin only adapts HTTP to it.
export { GoRedirects, NOT_AVAILABLE_STATUS, type GoDecision, type GoRedirectsOptions, type GoRequest } from "./bookmakers";
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
  POSTBACK_BODY_LIMIT,
  POSTBACK_RATE_LIMIT,
  POSTBACK_REFUSALS_RECORDED,
  PostbackReceiver,
  sealProgrammeSecret,
  SIGNATURE_HEADER,
  type PostbackAnswer,
} from "./revenue";
export { buildMatchCalendar, upcomingMatches } from "./esports";
export { LIVE_CHANNEL, LiveHub, liveEventsAfter, liveLogBounds, parseResumeId, RETRY_FRAME, type LiveSink } from "./live";
export { SEARCH_GUARD, searchAnswerCacheControl, searchConnections, SearchGuard, tooManySearches, type SearchGuardOptions } from "./search";
export { loadSitemapData, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml } from "./sitemap";
// Operator set-up: the first admin's setup link and the demo analytics history.
export { adminExists, issueSetupLink } from "./identity";
// Routes outside tRPC that must refuse a caller before reading a large body (the report upload).
export { authorizeAdmin, requireVerifiedFactor, sessionCookieName as adminSessionCookieName } from "./identity";
export { seedDemoHistory } from "./demo-history";
