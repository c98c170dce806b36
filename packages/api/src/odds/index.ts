// odds/: bookmakers' match-winner prices for our matches (issue 25): The Odds API v4 client and
// source, the demo source, matching a provider event to a synced match, the price arithmetic, the
// ingest that stores prices and their history, and the public reads (the match page's table, the
// movement chart, the cards' best prices). Issue 39 adds, not yet wired in: model/ (one odds model
// for every feed: fixtures, markets valid per best-of, quotes with their off-board status, the
// de-vig and fair-line arithmetic) and stadar/ (the Stadar v1 client and parser into that model).

export type { OddsSource } from "./types";
export { theOddsApiSource } from "./the-odds-api/source";
export { DEFAULT_START_TOLERANCE_MS } from "./match-events";
export { oddsRouter } from "./router";
export { withCardOdds } from "./read/card-odds";
export { oddsBreakerKey, oddsCallLimits, oddsFeedName, type OddsFeedInfo } from "./feed-info";
export { createOddsSource, type OddsConfig } from "./create-odds-source";
export { pollGameOdds, type OddsDeps } from "./ingest/poll-game";
export { oddsJobs, polledGames } from "./ingest/odds-jobs";
export { pruneOdds } from "./ingest/odds-retention";
export { seedDemoOdds } from "./ingest/demo-odds-seed";
