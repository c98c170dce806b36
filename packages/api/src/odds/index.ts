// odds/: bookmakers' match-winner prices for our matches (issue 25): The Odds API v4 client and
// source, the demo source, matching a provider event to a synced match, the price arithmetic, the
// ingest that stores prices and their history, and the public reads (the match page's table, the
// movement chart, the cards' best prices).

export type { BookmakerQuote, InvalidOddsEvent, OddsBatch, OddsEvent, OddsOutcome, OddsSource, OddsSourceContext, RequestGate } from "./types";
export { OddsApiClient, DEFAULT_TIMEOUT_MS, type OddsApiClientOptions, type OddsApiResult, type OddsRequest, type RequestUsage } from "./the-odds-api/client";
export { OddsApiError, type OddsApiErrorKind } from "./the-odds-api/errors";
export { theOddsApiSource, type TheOddsApiSourceOptions } from "./the-odds-api/source";
export {
  DEFAULT_START_TOLERANCE_MS,
  matchOddsEvent,
  outcomeSide,
  sameTeam,
  teamNameKeys,
  type EventMatch,
  type MatchCandidate,
  type OddsEventTeams,
} from "./match-events";
export { bookmakerMargin, impliedProbability, isDecimalPrice, toAmerican, toFractional } from "./price-math";
export { DEMO_ODDS_BOOKMAKERS, DEMO_PRICE_STEP_MS, demoOddsSource, demoQuotes, demoRating, type DemoOddsMatch } from "./demo-odds-source";
export { oddsRouter } from "./router";
export { cardOddsOf, withCardOdds } from "./read/card-odds";
export { matchOdds } from "./read/match-odds";
export { oddsHistory, thinSeries } from "./read/odds-history";
export { ODDS_CALL_KIND, oddsBreakerKey, oddsCallLimits, oddsFeedName, type OddsFeedInfo, type OddsFeedName } from "./feed-info";
export { createOddsSource, type OddsConfig } from "./create-odds-source";
export { demoOddsFeed } from "./demo-odds-feed";
export { ODDS_BUDGET_SPENT_MESSAGE, pollGameOdds, storePoll, type OddsDeps, type OddsPollResult } from "./ingest/poll-game";
export { ODDS_POLL_INTERVAL_MS, oddsJobs, polledGames } from "./ingest/odds-jobs";
export { FEED_BOOKMAKER_RETENTION_DAYS, ODDS_EVENT_RETENTION_DAYS, pruneOdds, type OddsPruneCounts } from "./ingest/odds-retention";
export { seedDemoOdds } from "./ingest/demo-odds-seed";
