import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_BONUS_GUIDE, type BonusGuide } from "../bonus-guide-values";
import { bookmakers } from "./bookmakers";

/**
 * What a visitor from one jurisdiction may be shown. `code` is an ISO 3166-1 country ("GB"), a
 * country and ISO 3166-2 region where rules differ by region ("US-NJ", "CA-ON"), or one of two
 * rows that always exist: "other" (a located visitor whose country has no row of its own) and
 * "unknown" (nowhere could be told). A region without its row falls back to its country's row.
 */
export const jurisdictionRules = pgTable("jurisdiction_rules", {
  code: text("code").primaryKey(),
  /** 18, 19 or 21: shown on every offer ("T&Cs apply. 21+"). */
  minimumAge: integer("minimum_age").notNull().default(18),
  /** The responsible-gambling sentence beside every offer and in the footer. */
  responsibleGamblingText: text("responsible_gambling_text").notNull(),
  helplineName: text("helpline_name").notNull(),
  helplineUrl: text("helpline_url").notNull(),
  /** Shown beside the name where a regulator requires a number (1-800-GAMBLER). */
  helplinePhone: text("helpline_phone"),
  /** false (Ontario): bookmakers are shown without their bonus, and the bonuses page says why. */
  bonusesAllowed: boolean("bonuses_allowed").notNull().default(true),
  /**
   * true (the Netherlands, Germany for esports): information only. No bookmaker name, price, link
   * or bonus is shown here; the pages show the matches, and say why there are no offers.
   */
  informationOnly: boolean("information_only").notNull().default(false),
  /**
   * false: betting on esports is not allowed here, though sports betting may be (some US states).
   * The place then gets information only, whatever its other settings.
   */
  esportsBettingAllowed: boolean("esports_betting_allowed").notNull().default(true),
  /** true (GB): a bonus is shown only with its key terms, in full, on the card itself. */
  keyTermsInFull: boolean("key_terms_in_full").notNull().default(false),
  /**
   * true: only bookmakers whose licence names this place ("only in" it, or its country) are offered
   * here, not one licensed "everywhere except" a list (the regulated markets' rule: a local licence).
   */
  licensedHereOnly: boolean("licensed_here_only").notNull().default(false),
  /** The /bonuses page's explainers for this place (shown only where bonuses are allowed), edited per place. */
  bonusGuide: jsonb("bonus_guide").$type<BonusGuide>().notNull().default(DEFAULT_BONUS_GUIDE),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LICENCE_MODES = ["everywhere_except", "only_in"] as const;
export type LicenceMode = (typeof LICENCE_MODES)[number];

/**
 * Where a bookmaker may be offered. No row: nowhere (issue 36; a new bookmaker starts unlicensed).
 * "only_in" lists where it is licensed (an empty list: nowhere); "everywhere_except" where it is not
 * (an empty list: everywhere, unlocated visitors included). An entry "US" covers every US region;
 * "US-NJ" only New Jersey.
 */
export const bookmakerLicences = pgTable("bookmaker_licences", {
  bookmakerId: integer("bookmaker_id")
    .primaryKey()
    .references(() => bookmakers.id, { onDelete: "cascade" }),
  mode: text("mode").$type<LicenceMode>().notNull().default("only_in"),
  jurisdictions: text("jurisdictions")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A bookmaker's own target for one jurisdiction (its .uk site, a state's domain): /go sends that visitor there. */
export const bookmakerJurisdictionUrls = pgTable(
  "bookmaker_jurisdiction_urls",
  {
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    targetUrl: text("target_url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookmakerId, t.code] })],
);
