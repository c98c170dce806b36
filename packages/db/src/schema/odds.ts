import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bookmakers } from "./bookmakers";
import { gameEnum } from "./common";

/**
 * Bookmakers' match-winner prices for our matches (issue 25), from the odds feed (The Odds API, or
 * the demo prices). Keyed by our match id without a foreign key: the spec's cleanup deletes a match
 * 30 days after it ends, and its prices stay as long as its archived result (match_results) does.
 */

/** A match-winner outcome, on our sides of the match: the provider's team names are matched to them. */
export const ODDS_OUTCOMES = ["teamA", "teamB", "draw"] as const;
export type OddsOutcomeSide = (typeof ODDS_OUTCOMES)[number];

/** Where a price came from: the configured feed, or invented for the demo world (labelled as demo). */
export const ODDS_SOURCES = ["the-odds-api", "demo"] as const;
export type OddsSourceName = (typeof ODDS_SOURCES)[number];

/** The latest price per match, bookmaker, market and outcome. */
export const oddsPrices = pgTable(
  "odds_prices",
  {
    matchId: bigint("match_id", { mode: "number" }).notNull(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    /** Only "h2h" (match winner) for now. */
    market: text("market").notNull().default("h2h"),
    outcome: text("outcome").$type<OddsOutcomeSide>().notNull(),
    /** Decimal price, as the provider sends it (two or three decimals). */
    price: numeric("price", { precision: 10, scale: 3, mode: "number" }).notNull(),
    source: text("source").$type<OddsSourceName>().notNull(),
    /** When the price last changed (our clock at the poll that saw the change). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    /** When a poll last saw this price offered: the age the page's staleness is measured by. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
    /** The provider's own last update of the bookmaker's market, when it says. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.bookmakerId, t.market, t.outcome] })],
);

/** How far apart two history rows of one outcome are at least: a change within the window replaces the window's row. */
export const ODDS_HISTORY_WINDOW_MINUTES = 5;

/**
 * Price history: a row when a price changes, at most one per outcome per 5-minute window (the
 * window's last price wins), so a feed that flickers cannot grow it faster than that.
 */
export const oddsPriceHistory = pgTable(
  "odds_price_history",
  {
    matchId: bigint("match_id", { mode: "number" }).notNull(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    market: text("market").notNull().default("h2h"),
    outcome: text("outcome").$type<OddsOutcomeSide>().notNull(),
    /** The start of the 5-minute window the price was seen in. */
    window: timestamp("window", { withTimezone: true }).notNull(),
    price: numeric("price", { precision: 10, scale: 3, mode: "number" }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.bookmakerId, t.market, t.outcome, t.window] })],
);

/**
 * Every event the feed listed, matched to one of our matches or not (with the reason): the
 * matches the prices belong to, and the unmatched list of Debug Tools. Pruned a week after the
 * feed last listed it, unless its match still has prices.
 */
export const oddsEvents = pgTable(
  "odds_events",
  {
    source: text("source").$type<OddsSourceName>().notNull(),
    providerEventId: text("provider_event_id").notNull(),
    game: gameEnum("game").notNull(),
    sportKey: text("sport_key").notNull(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    commenceTime: timestamp("commence_time", { withTimezone: true }).notNull(),
    matchId: bigint("match_id", { mode: "number" }),
    /** no-team-match, start-time-mismatch or ambiguous; null when matched. */
    unmatchedReason: text("unmatched_reason"),
    bookmakers: integer("bookmakers").notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.providerEventId] }), index("odds_events_match_idx").on(t.matchId), index("odds_events_seen_idx").on(t.lastSeenAt)],
);

/**
 * Every bookmaker key the feed sent, with its title: the back office maps a key to one of our
 * bookmakers (bookmakers.odds_feed_key); Debug Tools lists the keys no bookmaker is mapped to.
 */
export const oddsFeedBookmakers = pgTable(
  "odds_feed_bookmakers",
  {
    source: text("source").$type<OddsSourceName>().notNull(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    /** Events this key priced in the last poll that listed it. */
    events: integer("events").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.key] })],
);

/** What the last poll of one game's odds did: Debug Tools' odds card, beside the esports provider's. */
export const oddsPollStatus = pgTable("odds_poll_status", {
  game: gameEnum("game").primaryKey(),
  source: text("source").$type<OddsSourceName>().notNull(),
  /** polling, success or error */
  status: text("status").notNull(),
  lastPollAt: timestamp("last_poll_at", { withTimezone: true }).notNull(),
  error: text("error"),
  /** The feed's x-requests-remaining after the poll (units left this month); null when it did not say. */
  requestsRemaining: integer("requests_remaining"),
  events: integer("events").notNull().default(0),
  matched: integer("matched").notNull().default(0),
  /** Prices written because they were new or had changed (unchanged ones are only marked seen). */
  pricesChanged: integer("prices_changed").notNull().default(0),
});
