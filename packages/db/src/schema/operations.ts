import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { gameEnum } from "./common";

export const SYNC_KINDS = ["matches", "tournaments", "teams"] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** One row per game and kind: what the last sync of that pair did. */
export const syncStatus = pgTable(
  "sync_status",
  {
    game: gameEnum("game").notNull(),
    kind: text("kind").$type<SyncKind>().notNull(),
    /** syncing, success or error */
    status: text("status").notNull(),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    error: text("error"),
    /** Rows inserted or updated by the last successful sync of this pair. */
    rowsChanged: integer("rows_changed"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.game, t.kind] })],
);

/** Every call made to an outside data provider: the esports provider, or the odds feed (provider 'odds'). */
export const apiUsageEvents = pgTable(
  "api_usage_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Whose quota the call spent: 'esports' (PandaScore) or 'odds'; each provider's limits count its own. */
    provider: text("provider").notNull().default("esports"),
    game: text("game"),
    type: text("type"),
    endpoint: text("endpoint").notNull(),
    status: text("status"),
  },
  (t) => [index("api_usage_events_created_idx").on(t.createdAt), index("api_usage_events_provider_created_idx").on(t.provider, t.createdAt)],
);

/**
 * Circuit breaker per provider key ("cs2:matches"): kept in the database so every server
 * instance sees the same state. `openedAt` is set while the breaker is open.
 */
export const syncBreakers = pgTable("sync_breakers", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  openedAt: timestamp("opened_at", { withTimezone: true }),
  /** rate_limit or failures: why it opened, for the status message. */
  reason: text("reason"),
  lastError: text("last_error"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When each scheduled sync job last ran, so whichever instance holds the lock knows what is due. */
export const syncJobRuns = pgTable("sync_job_runs", {
  job: text("job").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  runs: integer("runs").notNull().default(0),
  instanceId: text("instance_id"),
});

export const SYNC_OPERATION_KINDS = ["full_sync", "cleanup"] as const;
export type SyncOperationKind = (typeof SYNC_OPERATION_KINDS)[number];
/** queued until the instance holding the sync lock picks it up; then running; then done or failed. */
export type SyncOperationStatus = "queued" | "running" | "done" | "failed";

/**
 * A full sync or cleanup an admin started from the back office. It runs as a server job on the
 * instance holding the sync lock, not in the request; at most one unfinished operation per kind
 * exists (a second request joins it). `progress` and `result` are what the screen shows live.
 */
export const syncOperations = pgTable(
  "sync_operations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<SyncOperationKind>().notNull(),
    status: text("status").$type<SyncOperationStatus>().notNull().default("queued"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    instanceId: text("instance_id"),
    progress: jsonb("progress").$type<Record<string, unknown>>(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("sync_operations_one_unfinished_per_kind")
      .on(t.kind)
      .where(sql`finished_at is null`),
    index("sync_operations_requested_idx").on(t.requestedAt),
  ],
);
