import type { Game } from "@eb/db/games";
import type { OddsSourceName } from "@eb/db/schema";
import type { CallLimits, QuotaProvider } from "../platform";

/**
 * The Odds API card's feed, as the back office may know it: never the key itself (every feed,
 * Stadar and Odds-API.io too, is listed by create-odds-source.ts's oddsFeedRows).
 * - "the-odds-api": ODDS_API_KEY is set; real prices for the games given a sport key.
 * - "demo": no feed key at all and the esports data is the demo world: invented prices, labelled as demo.
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

/** `otherFeedKey`: another feed's key is set (Stadar, Odds-API.io), so the demo prices do not run beside it. */
export function oddsFeedName(options: { apiKey: string | null | undefined; esportsDemo: boolean; otherFeedKey?: boolean }): OddsFeedName {
  if (options.apiKey) return "the-odds-api";
  return options.esportsDemo && !options.otherFeedKey ? "demo" : "none";
}

/** The odds feed's hourly budget: one total, which any game may spend (a poll is one request per game). */
export function oddsCallLimits(requestsPerHour: number): CallLimits {
  return { perKeyPerHour: requestsPerHour, perHour: requestsPerHour };
}

/**
 * The Odds API and the demo prices keep the names they had when they were the only feed (the demo
 * never runs beside a feed with a key): "odds:cs2" breakers and jobs, provider 'odds' usage, so the
 * data already stored keeps its meaning. Every other feed has its own: "odds:stadar:cs2".
 */
const keepsFirstNames = (source: OddsSourceName) => source === "the-odds-api" || source === "demo";

/** A feed's breaker of one game in sync_breakers (and the name of its poll job), beside the esports provider's "cs2:matches". */
export const oddsBreakerKey = (game: Game, source: OddsSourceName = "the-odds-api") => (keepsFirstNames(source) ? `odds:${game}` : `odds:${source}:${game}`);

/** Whose quota a feed's calls spend in api_usage_events.provider: 'odds' for The Odds API, 'odds:stadar' for Stadar. */
export const oddsUsageProvider = (source: OddsSourceName): QuotaProvider => (keepsFirstNames(source) ? "odds" : `odds:${source}`);

/** The kind its calls are recorded under in api_usage_events (provider as above, game, this type). */
export const ODDS_CALL_KIND = "odds";
