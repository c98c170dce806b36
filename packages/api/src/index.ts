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
export type { SyncLink } from "./operations/sync-link";
export { publicRouter, type PublicRouter } from "./public-router";
export { BatchWriter } from "./analytics/batch-writer";
export { BeaconLimits, type BeaconLimitOptions } from "./analytics/beacon-admission";
export { BEACON_BUDGET } from "./analytics/address-daily-budget";
export { SESSION_PAGE_LIMIT } from "./analytics/session-page-cap";
export { isAutomatedRequest } from "./analytics/bot-filter";
export { beaconSchema, type Beacon } from "./analytics/event-schema";
export { beaconToRows, insertAnalyticsEvents, type AnalyticsEventRow } from "./analytics/ingest";
export { SYNC_CHANNEL, parseSyncChange, type SyncChange } from "./jobs";
export { SESSIONS_ENDED_CHANNEL, parseSessionEnded, type SessionEnded } from "./identity/sessions/session-ends";
export { ANALYTICS_CHANNEL, announceAnalyticsIngest, type AnalyticsChange } from "./analytics/live-channel";
export type { RealtimeSnapshot } from "./analytics/realtime";
export { RedirectCache, recordRedirectHits, type RedirectHit } from "./bookmakers/redirects";
export { ClickCounter } from "./bookmakers/click-counter";
export { classifyHit, hitOrigin, isValidSlug, redirectLocation } from "./bookmakers/redirect-rules";
export { sitemapEntries, sitemapXml, robotsTxt } from "./sitemap/sitemap";
export { loadSitemapData } from "./sitemap/sitemap-data";
export { buildMatchCalendar } from "./esports/calendar";
export { upcomingMatches } from "./esports/matches";
export { adminRouter, type AdminRouter } from "./admin-router";
export { loadMfaKeys, type MfaKeys } from "./identity/factors/mfa-keys";
export type { SiteFeatures } from "./system/site-features";
export { createUser, grantRole } from "./identity/team/users";
export { usePasswordHashing, type PasswordHashing } from "./identity/passwords/password";
export { startEventsExport, EXPORT_ROUTE } from "./analytics/export/events-export";
export { sessionCookieName } from "./identity/sessions/session-cookie";
export { RollupScheduler } from "./analytics/rollup/rollup-scheduler";
export { assignmentsFor, loadRunningTests, type RunningTest } from "./experiments/running-tests";
export { abTestResultsFor } from "./experiments/results";
export { ExperimentSignalsRecorder, type ObservedRequest } from "./experiments/signal-recorder";
export { experimentSessionId } from "./experiments/session-cookie";
export { issueExperimentSession } from "./experiments/session-token";
export { EXPOSURE_GRACE_MS } from "./experiments/server-conversions";
