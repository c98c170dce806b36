import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** What a dashboard view shows (spec, dashboard_views.config). Validated by the API contract before it is stored. */
export type DashboardViewConfig = {
  layout: "grid" | "list" | "cards";
  components: string[];
  colors: { primary: string; secondary: string };
  showAlerts: boolean;
  showExport: boolean;
  refreshInterval: number;
};

/**
 * An admin's own arrangement of the Analytics tab. Only its owner reads or changes it. The partial
 * unique index is the guarantee that a user has at most one default view.
 */
export const dashboardViews = pgTable(
  "dashboard_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    isDefault: boolean("is_default").notNull().default(false),
    config: jsonb("config").$type<DashboardViewConfig>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dashboard_views_one_default_per_user")
      .on(t.userId)
      .where(sql`is_default`),
    index("dashboard_views_user_created_idx").on(t.userId, t.createdAt),
  ],
);
