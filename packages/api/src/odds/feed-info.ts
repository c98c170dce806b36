import type { Game } from "@eb/db/games";
import type { CallLimits } from "../platform";

/**
 * The odds feed the server runs with, as the back office may know it: never the key itself.
 * - "the-odds-api": ODDS_API_KEY is set; real prices for the games given a sport key.
 * - "demo": no key and the esports data is the demo world: invented prices, labelled as demo.
 * - "none": no key and real (or no) esports data: no prices, and the pages say nothing of odds.
 */
export type OddsFeedName = "the-odds-api" | "demo" | "none";

export type OddsFeedInfo = {
  name: OddsFeedName;
  keyConfigured: boolean;
  baseUrl: string;
  sportKeys: Partial<Record<Game, string>>;
  regions: string;
  limits: CallLimits;
};

export function oddsFeedName(options: { apiKey: string | null | undefined; esportsDemo: boolean }): OddsFeedName {
  if (options.apiKey) return "the-odds-api";
  return options.esportsDemo ? "demo" : "none";
}

/** The odds feed's hourly budget: one total, which any game may spend (a poll is one request per game). */
export function oddsCallLimits(requestsPerHour: number): CallLimits {
  return { perKeyPerHour: requestsPerHour, perHour: requestsPerHour };
}

/** The odds feed's breaker of one game in sync_breakers, beside the esports provider's "cs2:matches". */
export const oddsBreakerKey = (game: Game) => `odds:${game}`;

/** The kind its calls are recorded under in api_usage_events (provider 'odds', game, this type). */
export const ODDS_CALL_KIND = "odds";
