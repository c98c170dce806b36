// analytics/: visitor events (beacons, ingest, bot filter, budgets), their rollups and retention,
// the Analytics tab's dashboard, real-time panel, alerts and export.

export { analyticsAdminRouter } from "./admin-router";
export { BEACON_BUDGET } from "./address-daily-budget";
export { BatchWriter } from "./batch-writer";
export { BeaconLimits, type BeaconLimitOptions } from "./beacon-admission";
export { isAutomatedRequest } from "./bot-filter";
export { beaconSchema, type Beacon, type TrackedEvent } from "./event-schema";
export { authorizeExportRange, EXPORT_ROUTE, startEventsExport } from "./export/events-export";
export { beaconToRows, insertAnalyticsEvents, type AnalyticsEventRow } from "./ingest";
export { ANALYTICS_CHANNEL, announceAnalyticsIngest, type AnalyticsChange } from "./live-channel";
export { ANALYTICS_RETENTION_MONTHS, pruneAnalyticsEvents } from "./retention";
export { INGEST_BARRIER_KEY } from "./rollup/barrier";
export { pruneCountedRows } from "./rollup/prune-counted";
export { RollupScheduler } from "./rollup/rollup-scheduler";
export { SESSION_PAGE_LIMIT } from "./session-page-cap";

export { addBotEvents, eventsInBeacon } from "./bot-events";
export { resolveRange, spanSegments, type HourSpan } from "./dashboard/ranges";
export { withRollupSnapshot, type RollupSnapshot } from "./dashboard/snapshot";
export { AFFILIATE_CLICKS, spanRows } from "./dashboard/span-source";
export { csvLine } from "./export/csv";
