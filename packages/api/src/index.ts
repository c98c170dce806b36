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
  DOMAIN_ERRORS,
  errorBody,
  parseClientAddress,
  recordSecurityEvent,
  UNKNOWN_CLIENT_KEY,
  WindowRateLimiter,
  writeAudit,
  type AdminRequestContext,
  type ApiContext,
  type AuditEntry,
  type ChangeSource,
  type ContentTopic,
  type CookieOptions,
  type DbOrTx,
  type DomainErrorCode,
  type ErrorBody,
  type Log,
  type SecurityEvent,
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
  type PasswordHashing,
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
  type Beacon,
  type BeaconLimitOptions,
  type RealtimeSnapshot,
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
  type JurisdictionCode,
  type LocatableRequest,
  type Located,
  type VisitorOffers,
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
  type ObservedRequest,
  type RunningTest,
} from "./experiments";
export {
  ClickIdTemplates,
  ConversionWriter,
  carriesClickId,
  newClickId,
  openProgrammeSecret,
  parsePostbackFields,
  postbackAuthentic,
  postbackSignature,
  PostbackProgrammeCache,
  programmeForKey,
  recordAffiliateClicks,
  sealProgrammeSecret,
  SIGNATURE_HEADER,
  withClickId,
  type AffiliateClick,
} from "./revenue";
export { buildMatchCalendar, upcomingMatches } from "./esports";
export { loadSitemapData, robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFilePath, sitemapFiles, sitemapIndexXml, sitemapXml } from "./sitemap";
export type { SyncLink } from "./operations";
export type { SiteFeatures } from "./system";
// Operator set-up: the first admin's setup link and the demo analytics history.
export { adminExists, issueSetupLink, SETUP_LINK_MS } from "./identity";
// Routes outside tRPC that must refuse a caller before reading a large body (the report upload).
export { authorizeAdmin, requireVerifiedFactor, sessionCookieName as adminSessionCookieName } from "./identity";
export { seedDemoHistory, demoHistoryLabel, DEMO_HISTORY_DAYS, type DemoHistoryOutcome } from "./demo-history";
