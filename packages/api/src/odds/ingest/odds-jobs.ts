import type { Job } from "../../jobs";
import { MINUTE_MS } from "../../platform";
import type { ConfiguredOddsFeed } from "../create-odds-source";
import { oddsBreakerKey } from "../feed-info";
import { pollGameOdds, type OddsDeps } from "./poll-game";

/**
 * How often a game's odds are polled: prices move by the minute near a match, and a poll of The
 * Odds API costs one request per game (markets × regions units): 4 games every 10 minutes is 24
 * requests an hour, within the default budget of 30. Every feed is polled this often, each
 * spending its own budget (a Stadar poll is one request per page of the game's odds).
 */
export const ODDS_POLL_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * One periodic job per feed and polled game, named like its breaker: The Odds API's (and the
 * demo's) "odds:cs2" as before several feeds, Stadar's "odds:stadar:cs2". Each feed's poll has its
 * own source and budget, so one feed's spent budget or open breaker never holds another back.
 */
export function oddsJobs(deps: Omit<OddsDeps, "source" | "limits">, feeds: readonly ConfiguredOddsFeed[]): Job[] {
  return feeds.flatMap((feed) => {
    const feedDeps: OddsDeps = { ...deps, source: feed.source, limits: feed.limits, log: deps.log.child({ feed: feed.source.name }) };
    return feed.games.map((game) => ({
      name: oddsBreakerKey(game, feed.source.name),
      everyMs: ODDS_POLL_INTERVAL_MS,
      run: () => pollGameOdds(feedDeps, game),
    }));
  });
}
