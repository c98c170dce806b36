import { bigint, bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { RollupGrain } from "./analytics-rollups";
import { bookmakers } from "./bookmakers";

/**
 * Issue 27: from a /go click to the registration, deposits and revenue a bookmaker's affiliate
 * programme reports for it. Nothing here identifies a visitor: a click id is random, and the
 * experiment session id is kept only for a session that consented to analytics (as A/B tests do).
 */

export const POSTBACK_AUTH_MODES = ["hmac", "token"] as const;
export type PostbackAuthMode = (typeof POSTBACK_AUTH_MODES)[number];

/** A bookmaker's affiliate programme: how it gets our click id, how it reports back, and our deal. */
export const affiliatePrograms = pgTable(
  "affiliate_programs",
  {
    bookmakerId: integer("bookmaker_id")
      .primaryKey()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    /**
     * The tracking URL's parameter that carries our click id (btag, subid, clickref); null when the
     * affiliate URL holds a {click_id} placeholder instead (or the programme takes none).
     */
    clickIdParam: text("click_id_param"),
    /** The key of /api/postbacks/{key}: unique, lower case. Null: the programme sends no postbacks. */
    postbackKey: text("postback_key"),
    /** 'hmac': the request is signed with the secret; 'token': the secret is in the URL (programmes that cannot sign). */
    postbackAuth: text("postback_auth").$type<PostbackAuthMode>().notNull().default("hmac"),
    /** The shared secret, encrypted with the server's key (as TOTP secrets are); null: every postback is refused. */
    secretCiphertext: text("secret_ciphertext"),
    /**
     * The secret a replacement superseded, sealed the same way, accepted beside the new one until
     * `previousSecretUntil` so the programme can switch without losing postbacks; null: none.
     */
    previousSecretCiphertext: text("previous_secret_ciphertext"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    /** The CSV report's columns, saved per bookmaker by the import screen: { day: "Date", subId: "Sub ID", ... }. */
    reportMapping: jsonb("report_mapping").$type<Record<string, string>>(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("affiliate_programs_postback_key_idx").on(t.postbackKey)],
);

/**
 * A programme's deal terms from a day on (UTC), to estimate what it does not report: a CPA per
 * first deposit, a share of net revenue. Each event is estimated with the row in force on its own
 * day (the latest effective_from on or before it), so a new deal never re-prices the past; before
 * the first row there is no deal and no estimate. Saving terms again on the same day replaces them.
 */
export const affiliateDealTerms = pgTable(
  "affiliate_deal_terms",
  {
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    cpaAmount: numeric("cpa_amount", { precision: 14, scale: 2 }),
    cpaCurrency: text("cpa_currency"),
    revenueSharePercent: numeric("revenue_share_percent", { precision: 5, scale: 2 }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookmakerId, t.effectiveFrom] })],
);

export type ClickVariant = { testId: number; variantId: number };

/** One counted /go click and the click id appended to the bookmaker's tracking URL. */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    /** Random and unguessable (128 bits, base64url). */
    clickId: text("click_id").primaryKey(),
    /** Insert order, for the rollup job's watermark (analytics/rollup): the click id is random. */
    id: bigserial("id", { mode: "number" }).notNull(),
    bookmakerId: integer("bookmaker_id").notNull(),
    slug: text("slug").notNull(),
    page: text("page"),
    placement: text("placement"),
    /** ISO 3166-1 country where the visitor was located; never the address. */
    country: text("country"),
    /** A consented session's experiment session id and its variants at the click; null and [] otherwise. */
    experimentSession: text("experiment_session"),
    variants: jsonb("variants").$type<ClickVariant[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("affiliate_clicks_created_brin").using("brin", t.createdAt),
    index("affiliate_clicks_bookmaker_idx").on(t.bookmakerId, t.createdAt),
    uniqueIndex("affiliate_clicks_id_idx").on(t.id),
  ],
);

export const CLICK_DIMENSIONS = ["bookmaker", "page", "placement", "country", "variant"] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

/**
 * Clicks per bucket and dimension, kept by the rollup job's 'clicks' stream, so the Revenue card
 * reads a year of clicks as a few thousand day rows. Key: the bookmaker id, page, placement,
 * country ('' when none), or 'testId:variantId' (a click in several tests counts once in each; ''
 * for a click in none). Every click is once in each dimension but 'variant', so the bookmaker rows
 * add up to all clicks.
 */
export const affiliateClickRollups = pgTable(
  "affiliate_click_rollups",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    dimension: text("dimension").$type<ClickDimension>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    key: text("key").notNull(),
    clicks: bigint("clicks", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.dimension, t.bucket, t.key] })],
);

export const CONVERSION_EVENTS = ["registration", "first_deposit", "deposit", "revenue", "chargeback"] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/**
 * What a programme reported (postback), once per (bookmaker, its transaction id): a repeat changes
 * nothing. A known click id attributes it to the click's day (click_at); an unknown one is kept,
 * unattributed, and shown.
 */
export const affiliateConversions = pgTable(
  "affiliate_conversions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookmakerId: integer("bookmaker_id").notNull(),
    transactionId: text("transaction_id").notNull(),
    /** As the programme sent it, known to us or not. */
    clickId: text("click_id"),
    /** The attributed click's time; null: unattributed. */
    clickAt: timestamp("click_at", { withTimezone: true }),
    /**
     * The attributed click's page, placement, country and variants, copied when the event is
     * stored (a click never changes), so the Revenue card's breakdowns read conversions alone
     * rather than join them to millions of clicks. Null and [] when unattributed.
     */
    page: text("page"),
    placement: text("placement"),
    country: text("country"),
    variants: jsonb("variants").$type<ClickVariant[]>().notNull().default([]),
    event: text("event").$type<ConversionEvent>().notNull(),
    /** Exact decimals in the programme's currency (ISO 4217); a chargeback's amount is what was charged back. */
    amount: numeric("amount", { precision: 18, scale: 4 }),
    currency: text("currency"),
    /** Commission the programme reported for this event, when it does. */
    commission: numeric("commission", { precision: 18, scale: 4 }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("affiliate_conversions_transaction_idx").on(t.bookmakerId, t.transactionId),
    index("affiliate_conversions_click_idx").on(t.clickId),
    index("affiliate_conversions_click_at_idx").on(t.clickAt),
    index("affiliate_conversions_received_brin").using("brin", t.receivedAt),
  ],
);

/**
 * What the conversions add up to per UTC hour and day of their click (of their event when
 * unattributed), bookmaker, attribution and currency ('' for none): the Revenue card's totals,
 * daily chart, previous period and per-bookmaker figures read a year as a few thousand rows. Kept
 * by a trigger on affiliate_conversions (migration 0022) in the inserting statement's transaction,
 * from the rows it really inserted (a repeated postback inserts none), so it is exact whatever
 * writes conversions. Deal terms apply when read, each with the terms in force on `eventDay`:
 * `shareBase` is the net revenue reported without commission, `cpaCount` the first deposits.
 * `eventDay` is also the day an imported report replaces the postbacks of (revenue/report-rule.ts).
 * The measures are the SQL functions eb_conversion_* (migration 0024), which the raw-conversion
 * reads call too: the rule is written once.
 */
export const affiliateConversionRollups = pgTable(
  "affiliate_conversion_rollups",
  {
    grain: text("grain").$type<RollupGrain>().notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    bookmakerId: integer("bookmaker_id").notNull(),
    attributed: boolean("attributed").notNull(),
    currency: text("currency").notNull(),
    eventDay: date("event_day", { mode: "string" }).notNull(),
    registrations: bigint("registrations", { mode: "number" }).notNull(),
    firstDeposits: bigint("first_deposits", { mode: "number" }).notNull(),
    /**
     * Null while no event of the group reported a commission (as a sum of nulls is). Unbounded
     * numeric: a sum of many bounded amounts must never overflow and fail the inserting statement.
     */
    reported: numeric("reported"),
    shareBase: numeric("share_base"),
    cpaCount: bigint("cpa_count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.bucket, t.bookmakerId, t.attributed, t.currency, t.eventDay] })],
);

/**
 * A programme's periodic report, imported from its CSV: per day, sub-id (our click id, or what the
 * programme put there; '' for none) and currency. Re-importing a period replaces its rows.
 */
export const affiliateReportRows = pgTable(
  "affiliate_report_rows",
  {
    bookmakerId: integer("bookmaker_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    subId: text("sub_id").notNull(),
    currency: text("currency").notNull(),
    registrations: bigint("registrations", { mode: "number" }).notNull().default(0),
    firstDeposits: bigint("first_deposits", { mode: "number" }).notNull().default(0),
    deposits: numeric("deposits", { precision: 18, scale: 4 }).notNull().default("0"),
    netRevenue: numeric("net_revenue", { precision: 18, scale: 4 }).notNull().default("0"),
    commission: numeric("commission", { precision: 18, scale: 4 }).notNull().default("0"),
    importId: bigint("import_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookmakerId, t.day, t.subId, t.currency] })],
);

/** One applied report import: who, which bookmaker and period, how many rows replaced and added. */
export const affiliateReportImports = pgTable(
  "affiliate_report_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookmakerId: integer("bookmaker_id").notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    fileName: text("file_name"),
    rowsReplaced: integer("rows_replaced").notNull(),
    rowsImported: integer("rows_imported").notNull(),
    importedBy: text("imported_by"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
  },
  // The Revenue card asks, per bookmaker and day, whether a report covers it.
  (t) => [index("affiliate_report_imports_bookmaker_idx").on(t.bookmakerId, t.fromDay)],
);
