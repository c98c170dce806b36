import { sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { BonusType, PublishStatus } from "../bookmaker-values";

export { BONUS_TYPES, PUBLISH_STATUSES, type BonusType, type PublishStatus } from "../bookmaker-values";

export type KeyFeature = { title: string; description?: string | null };

export const bookmakers = pgTable(
  "bookmakers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    bonus: text("bonus"),
    bonusType: text("bonus_type").$type<BonusType>().notNull().default("deposit"),
    buttonText: text("button_text").notNull().default("Welcome Bonus"),
    ctaText: text("cta_text"),
    description: text("description"),
    termsHighlight: text("terms_highlight"),
    /** Official, non-tracking URL. */
    websiteUrl: text("website_url"),
    /** Tracking URL; admin only, never sent to the public side. */
    affiliateUrl: text("affiliate_url"),
    keyFeatures: jsonb("key_features")
      .$type<KeyFeature[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    displayOrder: integer("display_order").notNull().default(1),
    isFeatured: boolean("is_featured").notNull().default(false),
    active: boolean("active").notNull().default(true),
    publishStatus: text("publish_status").$type<PublishStatus>().notNull().default("published"),
    redirectSlug: text("redirect_slug"),
    /** Incremented by every change; a save from a form that read an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Its odds feed keys are rows of bookmaker_feed_keys (schema/odds.ts): one per feed.
);

export const bookmakerRedirects = pgTable(
  "bookmaker_redirects",
  {
    id: serial("id").primaryKey(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    targetUrl: text("target_url").notNull(),
    clickCount: bigint("click_count", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bookmaker_redirects_slug_idx").on(t.slug), uniqueIndex("bookmaker_redirects_bookmaker_idx").on(t.bookmakerId)],
);

/**
 * Slugs a bookmaker had before its current one. /go/{old-slug} keeps reaching the same bookmaker
 * (links already published elsewhere do not break), and its clicks count for that bookmaker.
 * A slug is either current (bookmaker_redirects) or an alias here, never both.
 */
export const bookmakerSlugAliases = pgTable("bookmaker_slug_aliases", {
  slug: text("slug").primaryKey(),
  bookmakerId: integer("bookmaker_id")
    .notNull()
    .references(() => bookmakers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
