import type { OddsOutcomeSide } from "@eb/db/schema";
import { CandidateIndex, matchOddsEvent, outcomeSide, type EventMatch, type MatchCandidate } from "../match-events";
import { isDecimalPrice } from "../price-math";
import type { OddsEvent } from "../types";

/** One price a poll read for one of our matches, on our side of it, from a bookmaker we map. */
export type PriceObservation = { matchId: number; bookmakerId: number; outcome: OddsOutcomeSide; price: number; providerUpdatedAt: Date | null };

/** What a poll read of one event: matched or not, and the feed's bookmakers on it. */
export type EventReading = { event: OddsEvent; match: EventMatch; bookmakerKeys: string[] };

/** A poll's events, matched and read into prices of our bookmakers. Pure: the tests feed it payloads. */
export type PollReading = {
  events: EventReading[];
  observations: PriceObservation[];
  /** Every bookmaker key the feed sent (mapped or not), its title and the events it priced. */
  feedBookmakers: Map<string, { title: string; events: number }>;
  /** Prices of matches that have started: the feed's in-play prices are not ours to compare. */
  closedPrices: number;
  /** Outcomes whose name is neither team nor the draw: left out, never assigned by position. */
  unknownOutcomes: number;
};

export type ReadPollOptions = {
  candidates: readonly MatchCandidate[];
  /** Odds feed key -> our bookmaker id (bookmakers.odds_feed_key). */
  bookmakerIds: ReadonlyMap<string, number>;
  now: Date;
  /** Matches that have started whatever their start time says (running, finished): their prices are closed. */
  startedIds?: ReadonlySet<number>;
  toleranceMs?: number;
};

/**
 * Matches each event to one of our matches and turns the prices of mapped bookmakers into
 * observations. An unmatched event, an unmapped bookmaker, a started match and an outcome that is
 * no side yield no price; the first two are reported for Debug Tools. When one poll prices a match
 * twice (two events matched to it), the first event's prices stand.
 */
export function readPoll(events: readonly OddsEvent[], options: ReadPollOptions): PollReading {
  const reading: PollReading = { events: [], observations: [], feedBookmakers: new Map(), closedPrices: 0, unknownOutcomes: 0 };
  const startOf = new Map(options.candidates.map((c) => [c.id, c.beginAt]));
  const seen = new Set<string>();
  const index = new CandidateIndex(options.candidates);
  for (const event of events) {
    const match = matchOddsEvent(event, index, options.toleranceMs);
    reading.events.push({ event, match, bookmakerKeys: event.quotes.map((q) => q.bookmakerKey) });
    for (const quote of event.quotes) {
      const known = reading.feedBookmakers.get(quote.bookmakerKey);
      reading.feedBookmakers.set(quote.bookmakerKey, { title: quote.bookmakerTitle, events: (known?.events ?? 0) + 1 });
    }
    if (!match.matched) continue;
    const beginAt = startOf.get(match.matchId);
    const started = options.startedIds?.has(match.matchId) === true || (beginAt != null && beginAt.getTime() <= options.now.getTime());
    for (const quote of event.quotes) {
      const bookmakerId = options.bookmakerIds.get(quote.bookmakerKey);
      if (bookmakerId === undefined) continue;
      for (const outcome of quote.outcomes) {
        if (!isDecimalPrice(outcome.price)) continue;
        if (started) {
          reading.closedPrices++;
          continue;
        }
        const side = outcomeSide(outcome.name, event, match.homeSide);
        if (side === null) {
          reading.unknownOutcomes++;
          continue;
        }
        const key = `${match.matchId}:${bookmakerId}:${side}`;
        if (seen.has(key)) continue;
        seen.add(key);
        reading.observations.push({ matchId: match.matchId, bookmakerId, outcome: side, price: outcome.price, providerUpdatedAt: quote.lastUpdate });
      }
    }
  }
  return reading;
}
