import { CandidateIndex, matchOddsEvent, type EventMatch, type MatchCandidate } from "../match-events";
import { isBestOf, type BestOf } from "../model/fixture";
import { isSelectionOf, marketKey, marketRefusal, type MarketRefusal } from "../model/markets";
import { isPriceable, type QuoteStatus } from "../model/quotes";
import { isDecimalPrice } from "../price-math";
import type { FeedEventOdds } from "../types";
import { toOurSides } from "./our-sides";

/**
 * One quote a poll read for one of our matches, from a bookmaker we map, said from our sides: the
 * market key from team A's side ("map_handicap:-1.5" is team A's line) and the selection in our words
 * ("teamA", "over", "2-1" with team A's maps first).
 */
export type QuoteObservation = {
  matchId: number;
  bookmakerId: number;
  market: string;
  selection: string;
  /** Null when the feed sent no usable price (status "off"). */
  price: number | null;
  status: QuoteStatus;
  /** The feed's own time of the quote, when it says. */
  providerUpdatedAt: Date | null;
  /**
   * Read once the match had started: an in-play quote, stored apart from the pre-match one, which
   * stays as it stood at the start (the closing odds).
   */
  inPlay: boolean;
};

/** What a poll read of one event: matched or not, and the feed's bookmakers on it. */
export type EventReading = { event: FeedEventOdds; match: EventMatch; bookmakerKeys: string[] };

/** Why a quote of a matched event was refused: its market cannot exist on the match's format, or its selection cannot. */
export type QuoteRefusal = MarketRefusal | "selection-impossible";

/** A poll's events, matched and read into quotes of our bookmakers. Pure: the tests feed it payloads. */
export type PollReading = {
  events: EventReading[];
  observations: QuoteObservation[];
  /** Every bookmaker key the feed sent (mapped or not), its title and the events it priced. */
  feedBookmakers: Map<string, { title: string; events: number }>;
  /** Quotes of finished matches: their odds are closed (in-play quotes of running ones are kept as such). */
  closedPrices: number;
  /** Quotes of a market (or a selection) the match's format cannot have, by reason: a ±1.5 handicap in a bo1. */
  refusedQuotes: Partial<Record<QuoteRefusal, number>>;
};

/** One of our matches as the reading needs it: its teams and start, and its series' length when our esports data knows it. */
export type ReadCandidate = MatchCandidate & { numberOfGames?: number | null };

export type ReadPollOptions = {
  candidates: readonly ReadCandidate[];
  /** Odds feed key -> our bookmaker id (bookmaker_feed_keys, on the feed that sent it). */
  bookmakerIds: ReadonlyMap<string, number>;
  now: Date;
  /** Matches that have started whatever their start time says (running, finished): their quotes are in play. */
  startedIds?: ReadonlySet<number>;
  /** Finished matches: no quote of theirs is taken any more. */
  finishedIds?: ReadonlySet<number>;
  toleranceMs?: number;
};

/** Our match's length when our esports data knows it, else what the feed says. */
function bestOfOf(candidate: ReadCandidate | undefined, event: FeedEventOdds): BestOf | null {
  const ours = candidate?.numberOfGames;
  return ours !== null && ours !== undefined && isBestOf(ours) ? ours : event.fixture.bestOf;
}

/**
 * Matches each event to one of our matches and turns the quotes of mapped bookmakers into
 * observations on our sides. An unmatched event, an unmapped bookmaker and a finished match yield no
 * quote; the first two are reported for Debug Tools. A quote of a match that has started (its start
 * time has passed, or its status says so: either alone is enough) is an in-play quote. A quote whose market the match's format cannot
 * have is refused and counted. A suspended or off-board quote is kept with its status (the page shows
 * it as such, never as a best price). When one poll prices a quote twice (two events matched to one
 * match), the first stands.
 */
export function readPoll(events: readonly FeedEventOdds[], options: ReadPollOptions): PollReading {
  const reading: PollReading = { events: [], observations: [], feedBookmakers: new Map(), closedPrices: 0, refusedQuotes: {} };
  const byId = new Map(options.candidates.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const index = new CandidateIndex(options.candidates);
  for (const event of events) {
    const { fixture } = event;
    const match = matchOddsEvent({ homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam, commenceTime: fixture.start }, index, options.toleranceMs);
    reading.events.push({ event, match, bookmakerKeys: event.bookmakers.map((b) => b.key) });
    for (const book of event.bookmakers) {
      const known = reading.feedBookmakers.get(book.key);
      reading.feedBookmakers.set(book.key, { title: book.title, events: (known?.events ?? 0) + 1 });
    }
    if (!match.matched) continue;
    const candidate = byId.get(match.matchId);
    const beginAt = candidate?.beginAt;
    const started = options.startedIds?.has(match.matchId) === true || (beginAt != null && beginAt.getTime() <= options.now.getTime());
    const bestOf = bestOfOf(candidate, event);
    const finished = options.finishedIds?.has(match.matchId) === true;
    for (const quote of event.quotes) {
      const bookmakerId = options.bookmakerIds.get(quote.bookmakerKey);
      if (bookmakerId === undefined) continue;
      if (finished) {
        reading.closedPrices++;
        continue;
      }
      const refusal = marketRefusal(quote.market, bestOf) ?? (isSelectionOf(quote.market, bestOf, quote.selection) ? null : "selection-impossible");
      if (refusal !== null) {
        reading.refusedQuotes[refusal] = (reading.refusedQuotes[refusal] ?? 0) + 1;
        continue;
      }
      const ours = toOurSides(quote.market, quote.selection, match.homeSide);
      const market = marketKey(ours.market);
      const key = `${match.matchId}:${bookmakerId}:${market}:${ours.selection}:${started}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // "Open" only at a valid price: anything else the feed calls open is off the board here.
      const status: QuoteStatus = quote.status === "open" && !isPriceable(quote) ? "off" : quote.status;
      reading.observations.push({
        matchId: match.matchId,
        bookmakerId,
        market,
        selection: ours.selection,
        // A price that is no decimal price (Stadar's 0.0001 or 1e9 off the board) is no price: stored as
        // none, as odds_prices says, and never a value the price column cannot hold.
        price: quote.price !== null && isDecimalPrice(quote.price) ? quote.price : null,
        status,
        providerUpdatedAt: quote.observedAt,
        inPlay: started,
      });
    }
  }
  return reading;
}
