import type { Game } from "@eb/db/games";
import type { OddsSourceName } from "@eb/db/schema";
import type { OddsFixture } from "./model/fixture";
import type { OddsQuote } from "./model/quotes";

export type { Game };

/** One priced outcome of a match-winner market: a team's name (or "Draw") and its decimal price (> 1). */
export type OddsOutcome = { name: string; price: number };

/** One bookmaker's match-winner (h2h) market on one event, with only the outcomes it is offering now. */
export type BookmakerQuote = {
  bookmakerKey: string;
  bookmakerTitle: string;
  /** When the provider last saw this bookmaker's prices change; null when it did not say. */
  lastUpdate: Date | null;
  outcomes: OddsOutcome[];
  /** Outcomes the feed lists without a usable price (suspended, or out of range), by name: off the board. */
  unpriced: string[];
};

/** A provider's event with every bookmaker's match-winner prices, before it is matched to one of our matches. */
export type OddsEvent = {
  providerEventId: string;
  sportKey: string;
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
  quotes: BookmakerQuote[];
};

/** One provider event that failed its schema: where it was in the list, its id when it had one, what failed. */
export type InvalidOddsEvent = { index: number; id: string | null; issues: string[] };

/**
 * One feed event read into the odds model, whatever the feed: the fixture as the feed lists it, every
 * quote on it (any market, said from the fixture's home team's side), the feed's bookmakers on it
 * (key and title, for Debug Tools) and the feed's sport key (its name of the game). Matching it to one
 * of our matches, and turning its sides into ours, is the ingest's (ingest/observations.ts).
 */
export type FeedEventOdds = { fixture: OddsFixture; sportKey: string; bookmakers: { key: string; title: string }[]; quotes: OddsQuote[] };

/** What one request (or one demo step) read: the usable events and a report of what was left out. */
export type OddsBatch = {
  events: FeedEventOdds[];
  /** Events that could not be used at all (they failed their schema). */
  skipped: number;
  invalid: InvalidOddsEvent[];
  /** Bookmakers left out of their event because they had no usable h2h market. */
  bookmakersLeftOut: number;
  /** Outcomes dropped because they had no usable price (suspended). */
  suspendedOutcomes: number;
  /** Outcomes refused because their price is out of range (above MAX_DECIMAL_PRICE). */
  refusedPrices: number;
  /** The provider's `x-requests-remaining` after this request; null when it did not send it (or for the demo). */
  requestsRemaining: number | null;
  /** Markets the odds model does not know, ignored, by the feed's name ("total_maps_parity": 2); for feeds that send such. */
  ignoredMarkets?: Record<string, number>;
};

/**
 * Called before every HTTP request (limiter, usage record, pacing); `done(status)` after it answers
 * or fails. The same shape as the esports sync's RequestGate, so one quota mechanism serves both.
 */
export type RequestGate = (endpoint: string) => Promise<{ done: (status: string) => Promise<void> }>;

export type OddsSourceContext = { now: Date; gate: RequestGate; signal?: AbortSignal };

/** A feed (The Odds API) or the demo prices: what one poll of one game reads. */
export interface OddsSource {
  readonly name: OddsSourceName;
  fetch(game: Game, ctx: OddsSourceContext): AsyncIterable<OddsBatch>;
  /** Why the game is not polled now (a sport key the feed does not list), or null; asked before every poll. */
  skipReason?(game: Game, ctx: Pick<OddsSourceContext, "signal">): Promise<string | null>;
}
