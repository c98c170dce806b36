import type { TaskLog } from "../../platform";
import type { FeedEventOdds, Game, OddsBatch, OddsSource, OddsSourceContext } from "../types";
import { StadarClient, type StadarClientOptions } from "./client";
import type { StadarFixtureOdds } from "./parse-odds";

/**
 * Stadar's game key for each of ours. Stadar names the games as we do ("cs2", "lol", "dota2",
 * "valorant": the client's StadarOddsRequest.game, the docs' flat-tier "all major titles"), so
 * every game is polled; the map is the one place to change should a name ever differ.
 */
export const STADAR_GAME_KEYS: Record<Game, string> = { cs2: "cs2", lol: "lol", valorant: "valorant", dota2: "dota2" };

export type StadarSourceOptions = StadarClientOptions & {
  /** Where markets the model does not know, and sided markets sent without a side, are named. */
  log: Pick<TaskLog, "warn" | "info">;
  /** Matches per page (Stadar's default when unset). */
  pageSize?: number;
};

/**
 * Stadar v1 as an odds source: one request per page of a game's odds, the cursor followed until
 * Stadar says there is no more (at most MAX_STADAR_PAGES a poll), each page read into the odds
 * model and yielded as one batch, so the pages read before a failure still count in the logs.
 * A 429's Retry-After reaches the poll on the StadarError (ingest/feed-failure.ts keeps the breaker
 * shut that long). Stadar's docs name no quota header that the stored pages showed (client.ts), so
 * its batches carry no requestsRemaining: Debug Tools shows the budget this server keeps instead.
 */
export function stadarSource(options: StadarSourceOptions): OddsSource {
  const client = new StadarClient(options);
  return {
    name: "stadar",
    async *fetch(game: Game, ctx: OddsSourceContext): AsyncGenerator<OddsBatch> {
      const request = { game: STADAR_GAME_KEYS[game], gate: ctx.gate, signal: ctx.signal, limit: options.pageSize };
      for await (const page of client.allOdds(request)) {
        if (page.sidelessMarkets > 0) options.log.info({ game, sidelessMarkets: page.sidelessMarkets }, "Stadar markets without a side skipped");
        if (Object.keys(page.unknownMarkets).length > 0)
          options.log.info({ game, unknownMarkets: page.unknownMarkets }, "Stadar markets the model does not know ignored");
        yield {
          // A page can hold another game's matches only if Stadar ignored the filter: those are not this game's.
          events: page.fixtures.filter((f) => f.game === STADAR_GAME_KEYS[game]).map(toFeedEvent),
          skipped: page.invalid.length,
          invalid: page.invalid,
          bookmakersLeftOut: 0,
          suspendedOutcomes: 0,
          refusedPrices: 0,
          requestsRemaining: null,
          ignoredMarkets: page.unknownMarkets,
        };
      }
    },
  };
}

/** Stadar sends a bookmaker's key only: its title in Debug Tools' lists is the key. */
function toFeedEvent(odds: StadarFixtureOdds): FeedEventOdds {
  const keys = [...new Set(odds.quotes.map((q) => q.bookmakerKey))];
  return { fixture: odds.fixture, sportKey: odds.game, bookmakers: keys.map((key) => ({ key, title: key })), quotes: odds.quotes };
}
