import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The label of the demo's invented analytics history (DEMO_HISTORY): at most one row, claimed
 * before the first day is written. Each day is written in one transaction with `days_written`, so
 * a restart resumes at the next day and never writes one twice. The back office reads it to say
 * which figures are demo data.
 */
export const demoHistory = pgTable(
  "demo_history",
  {
    id: integer("id").primaryKey().default(1),
    /** The first and last instant the invented traffic covers. */
    coversFrom: timestamp("covers_from", { withTimezone: true }).notNull(),
    coversTo: timestamp("covers_to", { withTimezone: true }).notNull(),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull(),
    /** Days of the history written so far, oldest first; the history is complete at `days`. */
    daysWritten: integer("days_written").notNull().default(0),
    days: integer("days").notNull(),
    sessions: integer("sessions").notNull().default(0),
    events: integer("events").notNull().default(0),
    redirectHits: integer("redirect_hits").notNull().default(0),
    abTests: integer("ab_tests").notNull().default(0),
  },
  () => [check("demo_history_one_row", sql`id = 1`)],
);
