import { bigint, integer, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { RedirectHitKind } from "./analytics";

/**
 * Rollups of analytics_events and redirect_hits, kept current by the rollup job (analytics/rollup).
 * The dashboard reads these plus the raw rows newer than the watermark, never whole raw ranges.
 * Buckets are UTC hours ('hour') and UTC days ('day'); long ranges read days, their edges hours.
 */
export const ROLLUP_GRAINS = ["hour", "day"] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];

/** analytics_events, redirect_hits (/go), and affiliate_clicks (the revenue domain's click ids). */
export const ROLLUP_STREAMS = ["events", "redirects", "clicks"] as const;
export type RollupStream = (typeof ROLLUP_STREAMS)[number];

/**
 * How far each source table has been rolled up: every row with id <= watermark is counted in the
 * rollups, none above it. Moved in the same transaction as the counts it covers (exactly once).
 */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  stream: text("stream").$type<RollupStream>().primaryKey(),
  watermark: bigint("watermark", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The id span of each hour's events. A window of raw events ("the last hour", an export) is read
 * as an id range on the primary key, which stays exact and fast whatever the physical order of
 * the table becomes once retention has freed old pages for reuse.
 */
export const analyticsEventHours = pgTable("analytics_event_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
  minId: bigint("min_id", { mode: "number" }).notNull(),
  maxId: bigint("max_id", { mode: "number" }).notNull(),
  events: bigint("events", { mode: "number" }).notNull(),
});

/** Events per type (page_view, bookmaker_click, scroll_depth, ...). */
export const analyticsRollupEvents = pgTable(
  "analytics_rollup_events",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    eventType: text("event_type").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.bucket, t.eventType] })],
);

/**
 * Per page (path without query): views, clicks made on it, and scroll steps reached. At most
 * PAGES_PER_DAY distinct pages a day; later newcomers count under '(other pages)', so junk paths
 * sent by anyone cannot grow this table without bound.
 */
export const analyticsRollupPages = pgTable(
  "analytics_rollup_pages",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    page: text("page").notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    scroll25: bigint("scroll_25", { mode: "number" }).notNull().default(0),
    scroll50: bigint("scroll_50", { mode: "number" }).notNull().default(0),
    scroll75: bigint("scroll_75", { mode: "number" }).notNull().default(0),
    scroll100: bigint("scroll_100", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.bucket, t.page] })],
);

/**
 * Per bookmaker (0: a tracked click that names no known bookmaker): consented tracker clicks
 * (analytics_events) and server-side /go clicks (redirect_hits, kind 'click', no consent needed).
 */
export const analyticsRollupBookmakers = pgTable(
  "analytics_rollup_bookmakers",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    bookmakerId: integer("bookmaker_id").notNull(),
    trackedClicks: bigint("tracked_clicks", { mode: "number" }).notNull().default(0),
    redirectClicks: bigint("redirect_clicks", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.bucket, t.bookmakerId] })],
);

/**
 * Per visitor country ('' where it was not known): consented page views (analytics_events) and
 * server-side /go clicks and refused clicks (redirect_hits kinds 'click' and 'refused'). Countries
 * are ISO 3166-1 codes the server derived itself, so the table holds at most ~250 rows a bucket.
 */
export const analyticsRollupCountries = pgTable(
  "analytics_rollup_countries",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    country: text("country").notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    refused: bigint("refused", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.bucket, t.country] })],
);

/**
 * Sessions active in `hour` whose previous active hour was `prevHour` (null: none before).
 * The distinct sessions of any range starting at hour F are exactly the rows in the range with
 * prevHour null or before F: each session is counted once, at its first hour in the range. So
 * unique sessions over a year are exact, not a sum of hourly uniques.
 */
export const analyticsSessionActivity = pgTable(
  "analytics_session_activity",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    prevHour: timestamp("prev_hour", { withTimezone: true }),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [unique("analytics_session_activity_key").on(t.hour, t.prevHour, t.device, t.browser).nullsNotDistinct()],
);

export const SESSION_LENGTH_BUCKETS = ["short", "medium", "long"] as const;
export type SessionLengthBucket = (typeof SESSION_LENGTH_BUCKETS)[number];

/** Sessions by the hour they started and their length so far (first to last event). */
export const analyticsSessionLengths = pgTable(
  "analytics_session_lengths",
  {
    startHour: timestamp("start_hour", { withTimezone: true }).notNull(),
    bucket: text("bucket").$type<SessionLengthBucket>().notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.startHour, t.bucket] })],
);

/**
 * What the rollup job knows of each session: the hours it was active (hours since the epoch,
 * sorted), its first and last event, and its device and browser class. Kept as long as raw events.
 */
// No index beyond the key: updates then stay HOT, and the daily retention pass reads it once.
export const analyticsSessions = pgTable("analytics_sessions", {
  sessionId: text("session_id").primaryKey(),
  firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  hours: integer("hours").array().notNull(),
  device: text("device").notNull(),
  browser: text("browser").notNull(),
});

/**
 * /go hits per UTC hour, bookmaker (0: its redirect is gone), slug followed (current or former),
 * kind and placement ('' for none): what stays of redirect_hits once its raw rows pass their
 * retention, kept as the privacy policy keeps click counts. Rolled up from redirect_hits under the
 * 'redirects' watermark, so each hit is counted here exactly once. Slugs are only ones that
 * resolved, and at most as many rows an hour as raw hits were recorded, which the per-address
 * budget of /go bounds.
 */
export const redirectHitHours = pgTable(
  "redirect_hit_hours",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    bookmakerId: integer("bookmaker_id").notNull(),
    slug: text("slug").notNull(),
    kind: text("kind").$type<RedirectHitKind>().notNull(),
    placement: text("placement").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.bookmakerId, t.slug, t.kind, t.placement] })],
);
