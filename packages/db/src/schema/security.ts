import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const AUDIT_ACTIONS = [
  "update_bookmaker",
  "update_team_list",
  "manual_sync",
  "view_analytics",
  "change_user_role",
  "view_security_dashboard",
  "mfa_verified",
  "mfa_enabled",
  "mfa_disabled",
  "mfa_reset",
  "invite_admin",
  "revoke_invitation",
  "end_sessions",
  "step_up",
  "change_password",
  "create_password_reset",
  "reset_password",
] as const;
/** The spec's actions; later features may add their own strings. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number] | (string & {});

/** What an admin did. Written by the server in the same transaction as the change. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<AuditAction>().notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    eventData: jsonb("event_data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_logs_created_idx").on(t.createdAt), index("audit_logs_user_idx").on(t.userId)],
);

export const SECURITY_EVENT_TYPES = ["rate_limit", "auth_attempt", "admin_access", "suspicious_activity"] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * Security-relevant events counted by the Security tab. No client address is stored.
 * Repeated events of one kind within one window share a row (`count`), so a flood of refused
 * requests adds one row per kind and window, not one per request. `bucket` names the kind from
 * server-chosen fields only (type, success, user, reason); attacker-chosen text never enters it.
 * `detail` is the first event's, size-capped.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").$type<SecurityEventType>().notNull(),
    success: boolean("success"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** How many events this row stands for. */
    count: integer("count").notNull().default(1),
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    /** When the first event of the row happened. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_events_type_created_idx").on(t.type, t.createdAt), uniqueIndex("security_events_bucket_window_idx").on(t.bucket, t.windowStart)],
);

/** Fixed-window throttle counters shared by every server instance. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);
