import type { Db } from "@eb/db";
import { GAMES, type Game } from "@eb/db/games";
import type { OddsSourceName } from "@eb/db/schema";
import type { CallLimits, TaskLog } from "../platform";
import { demoOddsFeed } from "./demo-odds-feed";
import { oddsCallLimits, oddsFeedName } from "./feed-info";
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
  oddsApiIo?: OddsFeedKeyConfig;
};

/** One feed the server polls: its source, its own hourly budget and the games it polls (a job each). */
export type ConfiguredOddsFeed = { source: OddsSource; limits: CallLimits; games: Game[] };

type FeedEnv = { log: Pick<TaskLog, "warn" | "info">; now: () => Date };

/**
 * The feeds with a key, in one place: each entry says which key turns it on and how its source is
 * built. A feed whose source is not part of this build has `build: null` and is listed as such.
 */
const KEYED_FEEDS: {
  source: Exclude<OddsSourceName, "demo">;
  key: (config: OddsFeedsConfig) => OddsFeedKeyConfig | null;
  build: ((key: OddsFeedKeyConfig & { apiKey: string }, config: OddsFeedsConfig, env: FeedEnv) => Omit<ConfiguredOddsFeed, "limits">) | null;
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
    // ODDS-API.IO GOES HERE: its source is odds-api-io/source.ts (`oddsApiIoSource`), written apart.
    // Once it is there, build it like Stadar's above, e.g.
    //   build: (key, _c, env) => ({ source: oddsApiIoSource({ baseUrl: key.baseUrl, apiKey: key.apiKey, ...env }), games: [...GAMES] }),
    // Until then a configured ODDS_API_IO_KEY is listed in Debug Tools as "not built", never polled.
    build: null,
  },
];

/** How the server treats each feed, for Debug Tools: polled, its key not set, or set for a feed this build cannot poll yet. */
export type OddsFeedState = "polled" | "not-configured" | "not-built";

export type OddsFeedRow = { source: OddsSourceName; state: OddsFeedState; baseUrl: string | null; limits: CallLimits | null };

const anyKey = (config: OddsFeedsConfig) => KEYED_FEEDS.some((feed) => Boolean(feed.key(config)?.apiKey));

/**
 * Every feed and what the server does with it: each feed with a key is polled; with no key at all
 * and the demo esports world, the demo prices; a feed without a key is listed as not configured.
 */
export function oddsFeedRows(config: OddsFeedsConfig, esportsDemo: boolean): OddsFeedRow[] {
  const rows: OddsFeedRow[] = KEYED_FEEDS.map((feed) => {
    const key = feed.key(config);
    if (!key?.apiKey) return { source: feed.source, state: "not-configured", baseUrl: key?.baseUrl ?? null, limits: null };
    return { source: feed.source, state: feed.build ? "polled" : "not-built", baseUrl: key.baseUrl, limits: oddsCallLimits(key.requestsPerHour) };
  });
  if (oddsFeedName({ apiKey: config.apiKey, esportsDemo, otherFeedKey: anyKey(config) }) === "demo")
    rows.push({ source: "demo", state: "polled", baseUrl: null, limits: oddsCallLimits(config.requestsPerHour) });
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
    if (!feed.build) {
      env.log.warn({ feed: feed.source }, "odds feed key set, but this build has no source for it: not polled");
      continue;
    }
    feeds.push({ ...feed.build({ ...key, apiKey: key.apiKey }, config, env), limits: oddsCallLimits(key.requestsPerHour) });
  }
  if (feeds.length === 0 && oddsFeedName({ apiKey: config.apiKey, esportsDemo, otherFeedKey: anyKey(config) }) === "demo")
    feeds.push({ source: demoOddsFeed(db), limits: oddsCallLimits(config.requestsPerHour), games: [...GAMES] });
  return feeds;
}
