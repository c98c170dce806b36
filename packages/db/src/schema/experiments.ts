import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AbPlace, AbTargetMetric, AbTestStatus } from "../experiment-values";
import { users } from "./auth";

export { AB_PLACES, AB_TARGET_METRICS, AB_TEST_STATUSES, type AbPlace, type AbTargetMetric, type AbTestStatus } from "../experiment-values";

/**
 * An A/B test on one named place of the public site (spec 3, ab_tests). The partial unique index
 * is the guarantee that a place runs at most one test at a time.
 */
export const abTests = pgTable(
  "ab_tests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    place: text("place").$type<AbPlace>().notNull(),
    targetMetric: text("target_metric").$type<AbTargetMetric>().notNull().default("bookmaker_clicks"),
    confidenceLevel: integer("confidence_level").notNull().default(95),
    status: text("status").$type<AbTestStatus>().notNull().default("draft"),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ab_tests_one_running_per_place")
      .on(t.place)
      .where(sql`status = 'running'`),
    index("ab_tests_created_idx").on(t.createdAt),
    check("ab_tests_confidence_level", sql`confidence_level between 80 and 99`),
    check("ab_tests_status", sql`status in ('draft', 'running', 'paused', 'completed')`),
  ],
);

/** A variant's content for its test's place; the control's config is empty (the site as it is). */
export type AbVariantConfig = Record<string, string | number>;

export const abTestVariants = pgTable(
  "ab_test_variants",
  {
    id: serial("id").primaryKey(),
    testId: integer("test_id")
      .notNull()
      .references(() => abTests.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    config: jsonb("config")
      .$type<AbVariantConfig>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Percent of the test's traffic; a test's variants add up to 100. */
    trafficAllocation: integer("traffic_allocation").notNull(),
    isControl: boolean("is_control").notNull().default(false),
    /** Order of the variants; assignment lays the allocations out in this order. */
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ab_test_variants_test_position").on(t.testId, t.position),
    check("ab_test_variants_allocation", sql`traffic_allocation between 0 and 100`),
  ],
);

/**
 * A consented session exposed to a test: its variant (always the one the hash gives) and when the
 * place was first shown. `exposed_ts` is the visitor's own clock, so that its later events can be
 * ordered against it; `exposed_at` is the server's, for the results over time.
 */
export const abTestAssignments = pgTable(
  "ab_test_assignments",
  {
    testId: integer("test_id")
      .notNull()
      .references(() => abTests.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => abTestVariants.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    exposedTs: bigint("exposed_ts", { mode: "number" }).notNull(),
    exposedAt: timestamp("exposed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.sessionId] }),
    index("ab_test_assignments_variant_idx").on(t.testId, t.variantId, t.exposedAt),
    // Conversions look a session's assignments up by session id alone.
    index("ab_test_assignments_session_idx").on(t.sessionId),
  ],
);

/** An exposed session's first event of the test's target metric after its exposure: one conversion. */
export const abTestResults = pgTable(
  "ab_test_results",
  {
    testId: integer("test_id")
      .notNull()
      .references(() => abTests.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => abTestVariants.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    sessionId: text("session_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.sessionId, t.eventType] }), index("ab_test_results_variant_idx").on(t.testId, t.variantId, t.createdAt)],
);
