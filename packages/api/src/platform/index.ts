// The platform layer: what every domain builds on and never goes around. It imports no domain.
// Domains import it as "../platform" (this file), never its files.

// Requests, logs, errors, time, the database handle.
export type { ApiContext, CookieOptions, Log, TaskLog } from "./context";
export { DomainError, notFound, errorBody, type DomainErrorCode, type ErrorBody } from "./errors";
export { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } from "./time";
export type { DbOrTx } from "./db";
export { clientAddressKey, parseClientAddress } from "./client-address";
export { deviceClass, reduceUserAgent } from "./user-agent";
export { LruMap } from "./lru-map";
export { isUniqueViolation } from "./unique-violation";

// The audit trail: admin changes (audited, in the change's transaction) and security events.
export { writeAudit } from "./audit/write-audit";
export { audited, type AuditNote } from "./audit/audited";
export { changedFields, isSameValue } from "./audit/changed-fields";
export { recordSecurityEvent } from "./audit/security-events";

// Rate limiting: per process in memory, shared windows in the database, the provider's call quota.
export { WindowRateLimiter } from "./rate-limit/in-memory-limiter";
export {
  hitRateLimit,
  peekRateLimit,
  pruneRateLimits,
  resetRateLimit,
  storedCount,
  takeBackHit,
  windowStartOf,
  type Limit,
} from "./rate-limit/database-limiter";
export { afterFailure, BREAKER_COOLDOWN_MS, CLOSED, checkBreaker, COOLING_DOWN_MESSAGE, type BreakerState } from "./rate-limit/breaker-rules";
export { loadBreaker, saveBreaker } from "./rate-limit/breaker-store";
export { callsLeftThisHour, DEFAULT_LIMITS, finishCall, reserveCall, type CallLimits, type QuotaProvider } from "./rate-limit/provider-quota";

// Live updates: in-process change feeds, content notifications, server-sent snapshot streams.
export { ChangeFeed, type ChangeSource } from "./live/change-feed";
export { announceContentChange, CONTENT_CHANNEL, type ContentTopic } from "./live/content-changes";
export { PageDependencies } from "./live/page-dependencies";
export { withEventIds } from "./live/event-ids";
export { liveSnapshots } from "./live/live-snapshots";

// The tRPC instances (adminProcedure itself is identity's: it is what identity says of a caller).
export { router, publicProcedure, createCallerFactory } from "./trpc/public";
export { authProcedure, createAdminRouter, createAdminCallerFactory, adminMiddleware, type AdminRequestContext } from "./trpc/admin";
export type { SignedInAdmin } from "./trpc/signed-in-admin";

// The command-line tools' configuration and arguments.
export { loadCliConfig, openCliDatabase } from "./cli/cli-config";
export { scriptArgs } from "./cli/script-args";
export { runMain } from "./cli/run-main";

// Outside providers: their answers read within a size cap and never redirected, their lists item by item.
export { BodyTooLargeError, isRefusedRedirect, providerFetchInit, readCappedText } from "./provider-http";
export { MAX_ISSUES_PER_ITEM, nestedList, parseList, type InvalidItem, type NestedInvalidItem, type ParsedList } from "./provider-payloads";
