import type { Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import type { OddsSourceName } from "@eb/db/schema";
import type { CallLimits, TaskLog } from "../platform";
import { demoOddsFeed } from "./demo-odds-feed";
import { oddsCallLimits, oddsFeedName } from "./feed-info";
import { matchedBestOf } from "./ingest/matched-best-of";
import { oddsApiIoSource } from "./odds-api-io/source";
import { stadarSource } from "./stadar/source";
import { theOddsApiSource } from "./the-odds-api/source";
import type { OddsSource } from "./types";

export type OddsConfig = { apiKey: string | null; baseUrl: string; sportKeys: Partial<Record<Game, string>>; regions: string };

/** A feed polled with its own key, base URL and hourly budget (STADAR_*, ODDS_API_IO_*). */
export type OddsFeedKeyConfig = { apiKey: string | null; baseUrl: string; requestsPerHour: number };

/** Every odds feed's configuration: The Odds API's as it was (ODDS_*), and the others beside it. */
export type OddsFeedsConfig = OddsConfig & {
  requestsPerHour: number;
  stadar?: OddsFeedKeyConfig;
  /** `bookmakers`: the names Odds-API.io is asked to price (ODDS_API_IO_BOOKMAKERS), 1 to 30. */
  oddsApiIo?: OddsFeedKeyConfig & { bookmakers?: readonly string[] };
};

/** One feed the server polls: its source, its own hourly budget and the games it polls (a job each). */
export type ConfiguredOddsFeed = { source: OddsSource; limits: CallLimits; games: Game[] };

type FeedEnv = { log: Pick<TaskLog, "warn" | "info">; now: () => Date };

/**
 * The feeds with a key, in one place: each entry says which key turns it on, what else it needs
 * before it can be polled (`missing`: why not, or null), and how its source is built. A new feed is
 * one more entry here, its settings in packages/config and docs/odds-feeds.md.
 */
const KEYED_FEEDS: {
  source: Exclude<OddsSourceName, "demo">;
  key: (config: OddsFeedsConfig) => OddsFeedKeyConfig | null;
  missing?: (config: OddsFeedsConfig) => string | null;
  build: (key: OddsFeedKeyConfig & { apiKey: string }, config: OddsFeedsConfig, env: FeedEnv & { db: Db }) => Omit<ConfiguredOddsFeed, "limits">;
}[] = [
  {
    source: "the-odds-api",
    key: (c) => ({ apiKey: c.apiKey, baseUrl: c.baseUrl, requestsPerHour: c.requestsPerHour }),
    build: (key, c, env) => {
      const source = theOddsApiSource({ baseUrl: key.baseUrl, apiKey: key.apiKey, sportKeys: c.sportKeys, regions: c.regions, ...env });
      // Only the games given a sport key (ODDS_SPORT_KEYS).
      return { source, games: GAMES.filter((game) => Boolean(c.sportKeys[game]?.trim())) };
    },
  },
  {
    source: "stadar",
    key: (c) => c.stadar ?? null,
    build: (key, _c, env) => ({ source: stadarSource({ baseUrl: key.baseUrl, apiKey: key.apiKey, now: env.now, log: env.log }), games: [...GAMES] }),
  },
  {
    source: "odds-api-io",
    key: (c) => c.oddsApiIo ?? null,
    // It prices only the bookmakers it is told of, by its own names: without any, nothing to ask for.
    missing: (c) => ((c.oddsApiIo?.bookmakers?.length ?? 0) === 0 ? "ODDS_API_IO_BOOKMAKERS names no bookmaker to price" : null),
    build: (key, c, env) => ({
      source: oddsApiIoSource({
        baseUrl: key.baseUrl,
        apiKey: key.apiKey,
        bookmakers: c.oddsApiIo?.bookmakers ?? [],
        // The ingest's own matching: only events that are one of our matches not yet started are priced.
        bestOfFor: (game, fixtures, now) => matchedBestOf(env.db, game, fixtures, now),
        log: env.log,
        now: env.now,
      }),
      games: [...GAMES],
    }),
  },
];

/** How the server treats each feed, for Debug Tools: polled, its key not set, or its key set without something else it needs (`note`). */
export type OddsFeedState = "polled" | "not-configured" | "incomplete";

export type OddsFeedRow = { source: OddsSourceName; state: OddsFeedState; note: string | null; baseUrl: string | null; limits: CallLimits | null };

const anyKey = (config: OddsFeedsConfig) => KEYED_FEEDS.some((feed) => Boolean(feed.key(config)?.apiKey));

/**
 * Every feed and what the server does with it: each feed with a key is polled; with no key at all
 * and the demo esports world, the demo prices; a feed without a key is listed as not configured.
 */
export function oddsFeedRows(config: OddsFeedsConfig, esportsDemo: boolean): OddsFeedRow[] {
  const rows: OddsFeedRow[] = KEYED_FEEDS.map((feed) => {
    const key = feed.key(config);
    if (!key?.apiKey) return { source: feed.source, state: "not-configured", note: null, baseUrl: key?.baseUrl ?? null, limits: null };
    const missing = feed.missing?.(config) ?? null;
    return { source: feed.source, state: missing ? "incomplete" : "polled", note: missing, baseUrl: key.baseUrl, limits: oddsCallLimits(key.requestsPerHour) };
  });
  if (oddsFeedName({ apiKey: config.apiKey, esportsDemo, otherFeedKey: anyKey(config) }) === "demo")
    rows.push({ source: "demo", state: "polled", note: null, baseUrl: null, limits: oddsCallLimits(config.requestsPerHour) });
  return rows;
}

/**
 * Every feed the server polls, each with its own budget: a feed per key set; no key at all and the
 * demo esports world, the demo prices (under The Odds API's budget, which they never spend); else none.
 */
export function createOddsSources(db: Db, config: OddsFeedsConfig, esportsDemo: boolean, env: FeedEnv): ConfiguredOddsFeed[] {
  const feeds: ConfiguredOddsFeed[] = [];
  for (const feed of KEYED_FEEDS) {
    const key = feed.key(config);
    if (!key?.apiKey) continue;
    const missing = feed.missing?.(config) ?? null;
    if (missing) {
      env.log.warn({ feed: feed.source, missing }, "odds feed key set, but the feed is not polled");
      continue;
    }
    feeds.push({ ...feed.build({ ...key, apiKey: key.apiKey }, config, { ...env, db }), limits: oddsCallLimits(key.requestsPerHour) });
  }
  if (feeds.length === 0 && oddsFeedName({ apiKey: config.apiKey, esportsDemo, otherFeedKey: anyKey(config) }) === "demo")
    feeds.push({ source: demoOddsFeed(db), limits: oddsCallLimits(config.requestsPerHour), games: [...GAMES] });
  return feeds;
}
