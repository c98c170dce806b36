// odds/: bookmakers' prices for our matches, every market (issues 25 and 39): model/ (one odds model
// for every feed: fixtures, markets valid per best-of, quotes with their off-board status, the
// de-vig and fair-line arithmetic), The Odds API v4 client and source and the demo source (each read
// into the model), matching a feed event to a synced match and saying its quotes from our sides, the
// ingest that stores quotes and their history, and the public reads (every market's tables, the
// match-winner table, the movement chart, the cards' best prices). stadar/ and odds-api-io/ (their
// clients, parsers and sources) are polled beside The Odds API when their keys are set:
// create-odds-source.ts lists every feed, each polled with its own budget, breakers and usage records.

export type { OddsSource } from "./types";
export { theOddsApiSource } from "./the-odds-api/source";
export { DEFAULT_START_TOLERANCE_MS } from "./match-events";
export { oddsRouter } from "./router";
export { withCardOdds } from "./read/card-odds";
export { oddsBreakerKey, oddsCallLimits, oddsFeedName, oddsUsageProvider, type OddsFeedInfo } from "./feed-info";
export { createOddsSources, oddsFeedRows, type ConfiguredOddsFeed, type OddsFeedRow, type OddsFeedsConfig } from "./create-odds-source";
export { pollGameOdds, type OddsDeps } from "./ingest/poll-game";
export { oddsJobs } from "./ingest/odds-jobs";
export { pruneOdds } from "./ingest/odds-retention";
export { seedDemoOdds } from "./ingest/demo-odds-seed";
