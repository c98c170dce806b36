import { GAMES, type Game } from "@eb/db/games";
import type { Job } from "../../jobs";
import { MINUTE_MS } from "../../platform";
import { pollGameOdds, type OddsDeps } from "./poll-game";

/**
 * How often a game's odds are polled: prices move by the minute near a match, and a poll of The
 * Odds API costs one request per game (markets × regions units): 4 games every 10 minutes is 24
 * requests an hour, within the default budget of 30.
 */
export const ODDS_POLL_INTERVAL_MS = 10 * MINUTE_MS;

/** The games a source polls: every game for the demo, the games given a sport key for the feed. */
export function polledGames(source: OddsDeps["source"], sportKeys: Partial<Record<Game, string>>): Game[] {
  return source.name === "demo" ? [...GAMES] : GAMES.filter((game) => Boolean(sportKeys[game]?.trim()));
}

/** One periodic job per polled game, named like its breaker ("odds:cs2"). */
export function oddsJobs(deps: OddsDeps, games: readonly Game[]): Job[] {
  return games.map((game) => ({ name: `odds:${game}`, everyMs: ODDS_POLL_INTERVAL_MS, run: () => pollGameOdds(deps, game) }));
}
