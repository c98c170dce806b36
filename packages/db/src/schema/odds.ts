import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookmakers } from "./bookmakers";
import { gameEnum } from "./common";

/**
 * Bookmakers' prices for our matches, every market (match winner, map winners, map handicaps, total
 * maps, correct score), from the odds feeds (The Odds API, Stadar, or the demo prices). Keyed by our
 * match id without a foreign key: the spec's cleanup deletes a match 30 days after it ends, and its
 * prices stay as long as its archived result (match_results) does.
 *
 * Everything is said from OUR sides of the match, whichever way round a feed lists the teams: a
 * market key is the odds model's (packages/api/src/odds/model/markets.ts) with team A as the home
 * team ("winner:2", "map_winner:1", "map_handicap:-1.5" is team A's line, "total_maps:2.5",
 * "correct_score"), and a selection is "teamA", "teamB", "draw", "over", "under" or a score "2-1"
 * with team A's maps first.
 */

/** A match-winner selection, on our sides of the match: the provider's team names are matched to them. */
export const ODDS_OUTCOMES = ["teamA", "teamB", "draw"] as const;
export type OddsOutcomeSide = (typeof ODDS_OUTCOMES)[number];

/** Where a price came from: one of the feeds, or invented for the demo world (labelled as demo). */
export const ODDS_SOURCES = ["the-odds-api", "stadar", "odds-api-io", "demo"] as const;
export type OddsSourceName = (typeof ODDS_SOURCES)[number];

/**
 * A quote's state: on offer; suspended by the book (the price, if any, is its last one); or off the
 * board (no usable price). Only an open quote at a valid price may be a best price.
 */
export const ODDS_QUOTE_STATUSES = ["open", "suspended", "off"] as const;
export type OddsQuoteStatus = (typeof ODDS_QUOTE_STATUSES)[number];

/**
 * The latest quote per match, bookmaker, feed, market, selection and phase. A bookmaker priced by
 * several feeds has a row per feed: the pages show, per bookmaker and market, the freshest open one.
 * Quotes read once the match has started are in-play rows of their own, so the last pre-match row of
 * each quote stays as it stood at the start: the match's closing odds.
 */
export const oddsPrices = pgTable(
  "odds_prices",
  {
    matchId: bigint("match_id", { mode: "number" }).notNull(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    source: text("source").$type<OddsSourceName>().notNull(),
    /** The model's market key from team A's side ("winner:2", "map_handicap:-1.5"; see above). */
    market: text("market").notNull(),
    /** "teamA", "teamB", "draw", "over", "under" or a score with team A's maps first ("2-1"). */
    selection: text("selection").notNull(),
    /** Decimal price, as the feed sends it (two or three decimals); null when it sent none usable (status "off"). */
    price: numeric("price", { precision: 10, scale: 3, mode: "number" }),
    status: text("status").$type<OddsQuoteStatus>().notNull(),
    /** When the price or status last changed (our clock at the poll that saw the change). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    /** When a poll last saw this quote: the age the page's staleness is measured by. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
    /** The feed's own time of the quote (its last update of the book's market), when it says. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    /** Read after the match started (in play, shown as live); false for the pre-match quote, which becomes the closing one. */
    inPlay: boolean("in_play").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.bookmakerId, t.source, t.market, t.selection, t.inPlay] })],
);

/** How far apart two history rows of one quote are at least: a change within the window replaces the window's row. */
export const ODDS_HISTORY_WINDOW_MINUTES = 5;

/**
 * Quote history: a row when a price or its status changes, at most one per quote per 5-minute
 * window (the window's last state wins), so a feed that flickers cannot grow it faster than that.
 */
export const oddsPriceHistory = pgTable(
  "odds_price_history",
  {
    matchId: bigint("match_id", { mode: "number" }).notNull(),
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    source: text("source").$type<OddsSourceName>().notNull(),
    market: text("market").notNull(),
    selection: text("selection").notNull(),
    /** The start of the 5-minute window the quote was seen in. */
    window: timestamp("window", { withTimezone: true }).notNull(),
    price: numeric("price", { precision: 10, scale: 3, mode: "number" }),
    status: text("status").$type<OddsQuoteStatus>().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    inPlay: boolean("in_play").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.bookmakerId, t.source, t.market, t.selection, t.inPlay, t.window] })],
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
 * Which of our bookmakers a feed's bookmaker key names, per feed: each feed names bookmakers its own
 * way ("williamhill_us" on The Odds API, another word on Stadar). A bookmaker has at most one key per
 * feed and a key names at most one bookmaker on its feed; a feed's prices of a bookmaker are shown
 * only while it is mapped on that feed. Admins edit the real feeds' keys (Edit Content); the demo
 * feed's keys are the demo seed's.
 */
export const bookmakerFeedKeys = pgTable(
  "bookmaker_feed_keys",
  {
    bookmakerId: integer("bookmaker_id")
      .notNull()
      .references(() => bookmakers.id, { onDelete: "cascade" }),
    source: text("source").$type<OddsSourceName>().notNull(),
    key: text("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookmakerId, t.source] }), uniqueIndex("bookmaker_feed_keys_source_key_idx").on(t.source, t.key)],
);

/**
 * Every bookmaker key the feed sent, with its title: the back office maps a key to one of our
 * bookmakers (bookmaker_feed_keys); Debug Tools lists the keys no bookmaker is mapped to on that feed.
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

/**
 * What the last poll of one game's odds by one feed did: Debug Tools' odds cards, beside the esports
 * provider's. A row per game and feed, as several feeds are polled at once.
 */
export const oddsPollStatus = pgTable(
  "odds_poll_status",
  {
    game: gameEnum("game").notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.game, t.source] })],
);
