import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Game } from "../games";
import { users } from "./auth";

export type TeamRegion = { name: string; teams: string[] };

/**
 * The team lists by region that the game guides show, one row per game, edited on the Teams tab.
 * A list is saved whole (its regions in order); `version` refuses a save from a stale form.
 */
export const teamLists = pgTable("team_lists", {
  game: text("game").$type<Game>().primaryKey(),
  regions: jsonb("regions").$type<TeamRegion[]>().notNull(),
  version: integer("version").notNull().default(1),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
