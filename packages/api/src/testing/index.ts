// @eb/api/testing: what the workspace's tests (the @eb/tests package: integration, end-to-end and
// benchmarks, and a test in one folder of packages/api/src that needs another folder's internal, as
// "../testing") take from the API package beyond its public entries. A folder's index.ts exports
// what production code uses, not what a test of another folder reads. Test helpers, and the few
// internals a test drives directly (a sync against a fake provider, a dashboard built on a
// database it filled). Production code never imports this entry: the boundary rule forbids it
// inside packages/api, and ESLint forbids it in the apps.

// Helpers written for tests.
export { rowsOf } from "./rows";
export { countRows, silentLog, testClock } from "../esports-sync/test-support";
export { bookmakersTab, contentFormOf } from "../bookmakers/test-support";
export { licensedEverywhere } from "./licences";
export { mapFeedKey } from "./feed-keys";

// Internals tests drive directly.
export { PandaScoreProvider } from "../esports-sync/pandascore/provider";
export { syncSource, type SyncDeps } from "../esports-sync/sync-source";
export { writeBatch } from "../esports-sync/store/write-batch";
export { pollLive } from "../esports-sync/live/live-poll";
export { liveCallLimits } from "../esports-sync/live/live-budget";
export { recordLiveChanges } from "../live/live-events";
export { liveStateOf, type LiveState } from "../live/live-state";
export { liveStateAt } from "./live-states";
export { INTERRUPTED, latestOperation, requestOperation } from "../jobs/operation-store";
export { SYNC_LOCK_KEY } from "../jobs/leader-lock";
export { createSession } from "../identity/sessions/sessions";
export { sha256Hex } from "../identity/sessions/tokens";
export { timeStep, totpAt } from "../identity/factors/totp";
export { verifyPassword } from "../identity/passwords/password";
export { createAdminAccount } from "../identity/team/admin-account";
export { VERIFIED_ADMIN_MUTATION_LIMIT } from "../identity/constants";
export { variantFor } from "../experiments/running-tests";
export { addDemoBookmakers } from "../bookmakers/demo-bookmakers";
export { buildDashboard, type Dashboard } from "../analytics/dashboard/build-dashboard";
export { smartAlerts } from "../analytics/alerts";
export { realtimeSnapshot } from "../analytics/realtime";
export { catchUpRollups } from "../analytics/rollup/run-rollup";
export { bookmakerRevenue, revenueFigures } from "../revenue/revenue-figures";
export { generateProgrammeSecret } from "../revenue/programme-settings";
export { programmePostbacks } from "../revenue/programme-postbacks";
export { recordConversions } from "../revenue/conversions";
export { pruneSharedCounting } from "../bookmakers/shared-click-counting";
export type { AdminBookmaker } from "../bookmakers/admin-bookmakers";
export type { AuditLogPage } from "../security/audit-log";
export type { TeamList } from "../teams/team-lists";
export type { OperationsSnapshot } from "../operations/operations-snapshot";
export { oddsCallLimits, pollGameOdds, theOddsApiSource, type OddsDeps } from "../odds";
export { stadarSource } from "../odds/stadar/source";
export { oddsApiIoSource } from "../odds/odds-api-io/source";
export { matchedBestOf } from "../odds/ingest/matched-best-of";
export { typicalMarkets } from "../odds/model/series-probabilities";
export { droppingOdds } from "../odds/read/dropping-odds";
export { visibleBookFeeds } from "../odds/read/visible-prices";
export { marketSelections } from "../odds/model/markets";
export type { FeedEventOdds, OddsSource } from "../odds/types";
export type { OddsQuote } from "../odds/model/quotes";
export { ODDS_CALL_KIND } from "../odds/feed-info";
export type { FullSyncProgress } from "../esports-sync/full-sync-progress";
export { AUDITED } from "../platform/audit/audited";
export { SECURITY_EVENT_WINDOW_MS } from "../platform/audit/event-bucket";
export { announceContentChange, contentChangePayload, MAX_IDS_PER_NOTICE } from "../platform/live/content-changes";
export { announceSyncChange } from "../jobs/sync-changes";
export { ODDS_POLL_INTERVAL_MS } from "../odds/ingest/odds-jobs";
