import { bigserial, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.game, t.kind] })],
);

/** Every call made to the esports data provider. */
export const apiUsageEvents = pgTable(
  "api_usage_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    game: text("game"),
    type: text("type"),
    endpoint: text("endpoint").notNull(),
    status: text("status"),
  },
  (t) => [index("api_usage_events_created_idx").on(t.createdAt)],
);
