import type { TaskLog } from "../../platform";
import { isDecimalPrice, MAX_DECIMAL_PRICE } from "../../shared";
import type { BestOf, OddsFixture } from "../model/fixture";
import type { OddsQuote } from "../model/quotes";
import type { FeedEventOdds, Game, OddsBatch, OddsSource, OddsSourceContext } from "../types";
import { OddsApiIoClient, type OddsApiIoClientOptions, type OddsApiIoOddsBatch } from "./client";
import { DEFAULT_EVENT_PAGING, listEsportsEvents, type EventPaging } from "./event-list";
import { gameOfLeague } from "./league-games";
import type { OddsApiIoListedEvent } from "./parse-events";
import { ODDS_API_IO_LIMITS } from "./schemas";

/**
 * The events worth pricing among `fixtures` (one game's, as the feed lists them): each matched to
 * one of our matches that has not started, with that match's series length (null when our esports
 * data does not know it). The wiring passes `matchedBestOf` (ingest/matched-best-of.ts), the
 * ingest's own matching.
 */
export type OddsApiIoBestOfLookup = (game: Game, fixtures: readonly OddsFixture[], now: Date) => Promise<ReadonlyMap<string, BestOf | null>>;

export type OddsApiIoSourceOptions = OddsApiIoClientOptions & {
  /** The bookmakers to price, as the feed spells them ("Bet365"): 1 to 30 (one /odds/multi names at most 30). */
  bookmakers: readonly string[];
  bestOfFor: OddsApiIoBestOfLookup;
  log: Pick<TaskLog, "warn" | "info">;
  now: () => Date;
  /** How the event list is paged (event-list.ts); the default suits any real list. */
  eventPaging?: EventPaging;
};

/**
 * Our key of one of the feed's bookmakers, from the name it sends ("Vortex Bet" -> "vortex_bet",
 * "GG.bet" -> "gg_bet"): lower case, every run of other characters one "_", as the other feeds'
 * keys are written, so a bookmaker's odds feed key can read this feed too. The name stays its title.
 */
export function oddsApiIoFeedKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * A listed or priced event as the odds model's event: its bookmakers keyed as ours, titled as the
 * feed names them. An off-board quote whose number is no decimal price (1.00, the 0.0001 sentinel,
 * 1e9) keeps no number, as The Odds API's unusable prices keep none: a price above MAX_DECIMAL_PRICE
 * fits no stored price and would fail the whole poll's store (`refusedPrices` counts those), and a
 * sentinel is no price to keep.
 */
function feedEvent(event: OddsApiIoListedEvent, quotes: readonly OddsQuote[] = []): { event: FeedEventOdds; refusedPrices: number } {
  const titles = new Map<string, string>();
  let refusedPrices = 0;
  const keyed = quotes.map((quote) => {
    const key = oddsApiIoFeedKey(quote.bookmakerKey);
    if (!titles.has(key)) titles.set(key, quote.bookmakerKey);
    if (quote.price === null || quote.status === "open" || isDecimalPrice(quote.price)) return { ...quote, bookmakerKey: key };
    if (quote.price > MAX_DECIMAL_PRICE) refusedPrices++;
    return { ...quote, bookmakerKey: key, price: null };
  });
  return {
    event: {
      fixture: event.fixture,
      sportKey: event.league?.slug || "esports",
      bookmakers: [...titles].map(([key, title]) => ({ key, title })),
      quotes: keyed,
    },
    refusedPrices,
  };
}

const EMPTY_REPORT = { skipped: 0, invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0, refusedPrices: 0 } as const;

/**
 * Odds-API.io as an odds source. One poll of a game: the esports event list (one request a page,
 * event-list.ts), the game's events kept by their league (league-games.ts), then the odds of those
 * matched to one of our matches not yet started, ten events a request (/odds/multi): 1 + ceil(N / 10)
 * requests for N such events, every one through the poll's gate. The first batch is the list's:
 * the game's events left unpriced (unmatched, or started), so the ingest still records them for
 * Debug Tools, and the malformed events (their game unknown, so every game's poll reports them).
 * Each odds request is a batch of its own with the quota it reported. A failure (401, a 429 with
 * the time its window resets, a malformed answer) is an OddsApiIoError, the odds poll's kind of
 * feed error: the poll stores nothing and its breaker counts it.
 */
export function oddsApiIoSource(options: OddsApiIoSourceOptions): OddsSource {
  const bookmakers = [...new Set(options.bookmakers.map((name) => name.trim()).filter(Boolean))];
  if (bookmakers.length < 1 || bookmakers.length > ODDS_API_IO_LIMITS.bookmakersPerRequest)
    throw new Error(`Odds-API.io needs 1 to ${ODDS_API_IO_LIMITS.bookmakersPerRequest} bookmakers to price, not ${bookmakers.length}`);
  const client = new OddsApiIoClient(options);
  const { log } = options;

  /**
   * What one odds request read, as a batch: the events it priced (only those it was asked for: an
   * event it adds unasked is no event of this game's that we matched), the ones it left out
   * unpriced, and its counts, logged.
   */
  function oddsBatch(game: Game, read: OddsApiIoOddsBatch, listed: ReadonlyMap<string, OddsApiIoListedEvent>): OddsBatch {
    const asked = read.fixtures.filter((f) => listed.has(f.fixture.feedEventId));
    const priced = asked.map((fixture) => feedEvent(fixture, fixture.quotes));
    const events = priced.map((p) => p.event);
    const returned = new Set(asked.map((f) => f.fixture.feedEventId));
    // An event asked for and not returned (no bookmaker of ours prices it) is still the game's.
    for (const id of read.eventIds) if (!returned.has(id) && listed.has(id)) events.push(feedEvent(listed.get(id)!).event);
    if (Object.keys(read.unknownMarkets).length > 0) log.info({ game, unknownMarkets: read.unknownMarkets }, "odds markets the model does not know left out");
    if (Object.keys(read.refusedMarkets).length > 0) log.info({ game, refusedMarkets: read.refusedMarkets }, "odds markets the format cannot have refused");
    if (read.malformedEntries > 0) log.warn({ game, malformedEntries: read.malformedEntries }, "odds bookmakers, markets or rows failed validation; skipped");
    return {
      ...EMPTY_REPORT,
      events,
      skipped: read.invalid.length,
      invalid: read.invalid,
      suspendedOutcomes: events.reduce((sum, e) => sum + e.quotes.filter((q) => q.status !== "open").length, 0),
      refusedPrices: priced.reduce((sum, p) => sum + p.refusedPrices, 0),
      requestsRemaining: read.quota?.remaining ?? null,
      // Counted into the poll's result (and its log line) like every feed's.
      ignoredMarkets: read.unknownMarkets,
    };
  }

  return {
    name: "odds-api-io",
    async *fetch(game: Game, ctx: OddsSourceContext): AsyncGenerator<OddsBatch> {
      const call = { gate: ctx.gate, signal: ctx.signal };
      const list = await listEsportsEvents(client, call, options.eventPaging ?? DEFAULT_EVENT_PAGING);
      if (list.truncated) log.warn({ game, pages: list.pages }, "Odds-API.io event list longer than the pages read; the rest left out");
      const ours = list.events.filter((event) => gameOfLeague(event.league) === game);
      const priced = await options.bestOfFor(
        game,
        ours.map((event) => event.fixture),
        ctx.now,
      );
      const toPrice = ours.filter((event) => priced.has(event.fixture.feedEventId));
      yield {
        ...EMPTY_REPORT,
        events: ours.filter((event) => !priced.has(event.fixture.feedEventId)).map((event) => feedEvent(event).event),
        skipped: list.invalid.length,
        invalid: list.invalid,
        requestsRemaining: list.quota?.remaining ?? null,
      };
      if (toPrice.length === 0) return;
      const bestOfByEvent = new Map<string, BestOf>();
      for (const [id, bestOf] of priced) if (bestOf !== null) bestOfByEvent.set(id, bestOf);
      const listed = new Map(toPrice.map((event) => [event.fixture.feedEventId, event]));
      const ids = toPrice.map((event) => event.fixture.feedEventId);
      for await (const read of client.oddsForEvents({ ...call, eventIds: ids, bookmakers, bestOfByEvent })) yield oddsBatch(game, read, listed);
    },
  };
}
