import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookmakerRedirects } from "./bookmakers";

/** What the first-party tracker may put in event_data (spec: admin-and-legal, analytics_events). */
export type AnalyticsEventData = {
  bookmaker?: string;
  bonus?: string;
  affiliate_url?: string;
  page?: string;
  referrer?: string;
  user_agent?: string;
  timestamp?: string;
  game?: string;
  href?: string;
  percent?: number;
  [key: string]: string | number | boolean | undefined;
};

/**
 * Append-only event log (page views, bookmaker clicks, game visits, scroll depth; security_/audit_ events).
 *
 * Indexing: a BRIN index on created_at rather than monthly range partitions. Rows are only ever
 * appended with created_at = now(), so the physical order follows created_at and a BRIN index
 * (a few kilobytes for tens of millions of rows, near-free to maintain on insert) prunes every
 * date-range query the dashboard runs. Partitions would add a job that must create next month's
 * partition before it is needed (or inserts fail), a hand-written migration Drizzle cannot
 * describe, and still need an index inside each partition; they only pay off when old months
 * are dropped wholesale, which nothing here does. If retention ever drops months, switch then.
 *
 * ip_address exists because the spec lists it, and is always null: no address is ever stored.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventType: text("event_type").notNull(),
    eventData: jsonb("event_data").$type<AnalyticsEventData>().notNull().default({}),
    sessionId: text("session_id"),
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    /** Browser name and major version only, e.g. "Chrome 131". */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    userId: text("user_id"),
    /** The visitor's country (ISO 3166-1 alpha-2) where it was known; never the address it came from. */
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_created_brin").using("brin", t.createdAt)],
);

/** 'refused': a visitor's browser asked for a bookmaker not licensed where they are, and was not sent there. */
export const REDIRECT_HIT_KINDS = ["click", "head", "bot", "refused"] as const;
export type RedirectHitKind = (typeof REDIRECT_HIT_KINDS)[number];

/**
 * One row per /go/{slug} request. Only kind 'click' (a GET from a browser) counts as a click and
 * increments bookmaker_redirects.click_count; HEAD requests and bots are kept apart as 'head'/'bot'.
 * Holds no IP address, user agent or session: only where the click came from.
 */
export const redirectHits = pgTable(
  "redirect_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    redirectId: integer("redirect_id").references(() => bookmakerRedirects.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    kind: text("kind").$type<RedirectHitKind>().notNull(),
    /** Site path the link was on (from the `from` parameter or the same-origin Referer). */
    page: text("page"),
    /** Where on the page: bookmaker-card, hero, bonuses-featured, ... */
    placement: text("placement"),
    /** The match whose odds table the link was in (placement 'odds'), from the `m` parameter. */
    matchId: bigint("match_id", { mode: "number" }),
    /** The visitor's country (ISO 3166-1 alpha-2) where it was known. */
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("redirect_hits_created_brin").using("brin", t.createdAt), index("redirect_hits_redirect_idx").on(t.redirectId, t.kind)],
);
