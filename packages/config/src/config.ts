import { z } from "zod";
import { GEO_HEADER_NEEDS_LISTED_PROXIES, parseTrustProxy, trustsAnyPeer, type TrustProxy } from "./trust-proxy";

/** The games an odds sport key can be given for (ODDS_SPORT_KEYS), as @eb/db names them. */
const ODDS_GAMES = ["cs2", "lol", "valorant", "dota2"] as const;
export type OddsGame = (typeof ODDS_GAMES)[number];

/** "cs2=esports_cs2,lol=esports_lol": the odds feed's sport key per game; a game left out is not polled. */
function parseSportKeys(raw: string | undefined): { value: Partial<Record<OddsGame, string>> } | { error: string } {
  const value: Partial<Record<OddsGame, string>> = {};
  for (const part of (raw ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [game, key, extra] = part.split("=").map((p) => p.trim());
    if (!ODDS_GAMES.includes(game as OddsGame)) return { error: `"${game}" is not a game (${ODDS_GAMES.join(", ")})` };
    if (extra !== undefined || !key || !/^[a-z0-9_]{1,80}$/i.test(key)) return { error: `"${part}" is not game=sport_key` };
    if (value[game as OddsGame]) return { error: `${game} is given twice` };
    value[game as OddsGame] = key;
  }
  return { value };
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as admin.example.com")
    .optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Requests are logged at this level ("debug" keeps the demo's terminal readable); default: debug with demo data, else info. */
  REQUEST_LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** A socket with no traffic either way for this long is closed (idle and half-open connections). */
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The whole request (headers and body) must arrive within this; a trickled body is answered 408 and closed. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** The request line and headers must arrive within this (at most HTTP_REQUEST_TIMEOUT_MS). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An idle keep-alive connection between two requests is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Open connections one client address (IPv6: one /64) may hold; a proxy TRUST_PROXY trusts is exempt (it carries every visitor). */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
  /** Open connections in all; default: the open-file limit less headroom for the database, files and logs. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Open live streams (a match page's or the live lists', server-sent events) on one instance: a new one sheds the oldest. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Open live streams of one client address: a new one sheds that address's oldest (a household's tabs share one). */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(16),
  /** How long SIGTERM/SIGINT may take to drain requests, stop jobs and close the database before the process exits with 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  PANDASCORE_TOKEN: z.string().min(1).optional(),
  PANDASCORE_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.pandascore.co"),
  /** The account has PandaScore's real-time plan: follow running matches on its sockets, the REST poll as fallback. */
  PANDASCORE_REALTIME: z.enum(["true", "false"]).default("false"),
  /** The Odds API v4 key: with it the match pages compare real bookmakers' prices (issue 25). */
  ODDS_API_KEY: z.string().min(1).optional(),
  ODDS_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.the-odds-api.com"),
  /** The odds feed's sport key per game, "cs2=...,lol=...": whatever GET /v4/sports lists for the game. */
  ODDS_SPORT_KEYS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseSportKeys(raw);
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
  /** Bookmaker regions to ask the feed for ("eu", "uk,eu"); each costs a request unit per poll. */
  ODDS_REGIONS: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, "must be regions such as eu or uk,eu")
    .default("eu"),
  /** The odds feed's budget: requests per hour across every game (the plan's monthly units, spread). */
  ODDS_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Stadar v1's key (`esp_live_…`, or `esp_test_…` for its sandbox): with it Stadar is polled beside any other feed. */
  STADAR_API_KEY: z.string().min(1).optional(),
  /** Stadar's base URL, every endpoint under /v1 (the SDK's and the docs' server). */
  STADAR_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.stadar.net"),
  /** Stadar's own budget: requests per hour across every game (a poll is one request per page of odds). */
  STADAR_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Odds-API.io's key: with it Odds-API.io is polled beside any other feed. */
  ODDS_API_IO_KEY: z.string().min(1).optional(),
  /** Odds-API.io's base URL with its version, endpoints under it (the docs' server). */
  ODDS_API_IO_URL: z.url({ protocol: /^https?$/ }).default("https://api.odds-api.io/v3"),
  /** Odds-API.io's own budget: requests per hour across every game (a poll of a game is 1 + ⌈N / 10⌉ requests; its plans allow 5,000 an hour). */
  ODDS_API_IO_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * The bookmakers Odds-API.io is asked to price, as it spells them ("Bet365,Vortex Bet"): one odds
   * request names at most 30. Without any, a key alone polls nothing (Debug Tools says why).
   */
  ODDS_API_IO_BOOKMAKERS: z
    .string()
    .optional()
    .transform((raw) => [
      ...new Set(
        (raw ?? "")
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .refine((names) => names.length <= 30, "at most 30 bookmakers (one odds request names at most 30)"),
  /**
   * The server's 32-byte master key (hex or base64). Keys derived from it (auth/mfa-keys.ts) encrypt
   * second-factor secrets at rest and sign the A/B experiment session cookie; changing it ends every
   * visitor's experiment session (they are issued a new one on their next consent).
   */
  MFA_ENCRYPTION_KEY: z.string().min(1).optional(),
  /**
   * Invented data for a trial: the demo bookmakers and, without PANDASCORE_TOKEN, the demo esports
   * world kept moving by the demo provider. Default: on for the embedded database (the `npm start`
   * demo), off with DATABASE_URL, so a deployment never shows made-up matches unless asked to.
   */
  DEMO_DATA: z.enum(["true", "false"]).optional(),
  /**
   * 90 days of labelled demo traffic and two A/B tests, written once into an empty analytics store
   * so the back office has figures to show. Default: on for the embedded database only.
   */
  DEMO_HISTORY: z.enum(["true", "false"]).optional(),
  /**
   * Where the demo places a visitor nobody could place (issue 36): no demo bookmaker is licensed
   * everywhere, and a visitor of the embedded demo on localhost has neither a CDN's country header
   * nor a public address, so without this the demo would offer nobody anything. A jurisdiction code
   * ("GB", "US-NJ") or "none". Default: "GB" with demo data, else "none"; refused without DEMO_DATA,
   * so a deployment never shows a place's offers to someone it could not place. The public demo
   * notice says so.
   */
  DEMO_VISITOR_PLACE: z
    .string()
    .regex(/^(none|[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?)$/, 'must be a jurisdiction code such as "GB" or "US-NJ", or "none"')
    .optional(),
  /** Set to "false" to run the server without the in-process sync scheduler. */
  SYNC_JOBS: z.enum(["true", "false"]).default("true"),
  /** "false" turns first-party analytics off: no consent banner, no tracker, POST /api/events answers 404. */
  ANALYTICS_TRACKING: z.enum(["true", "false"]).default("true"),
  /**
   * Seconds a replaced postback secret stays accepted beside the new one, so a programme can switch
   * without losing postbacks (default 24 hours; at most 7 days).
   */
  POSTBACK_SECRET_OVERLAP_SECONDS: z.coerce.number().int().min(1).max(604_800).default(86_400),
  /** "false" keeps /go redirects working but stops counting the clicks. */
  AFFILIATE_TRACKING: z.enum(["true", "false"]).default("true"),
  /** "test" hashes passwords at argon2id's lowest cost, for test runs only (refused unless NODE_ENV=test). */
  PASSWORD_HASHING: z.enum(["owasp", "test"]).default("owasp"),
  /**
   * The header a trusted proxy or CDN sets to the visitor's country (CF-IPCountry, CloudFront-Viewer-Country):
   * read only from a peer TRUST_PROXY trusts. Unset: the country comes from the bundled IP database.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name such as CF-IPCountry")
    .transform((v) => v.toLowerCase())
    .optional(),
  /** The header with the visitor's region (US state, Canadian province: "NJ" or "US-NJ"), same trust rule. */
  GEO_REGION_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name such as CF-Region-Code")
    .transform((v) => v.toLowerCase())
    .optional(),
  /** "false" skips the bundled IP-to-country lookup: without a trusted header every visitor is "unknown". */
  GEO_IP_LOOKUP: z.enum(["true", "false"]).default("true"),
  /** Proxies allowed to set X-Forwarded-For: a hop count or a list of addresses/CIDRs (see trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
});

/** One odds feed beyond The Odds API: its key (null: not polled), base URL and hourly request budget. */
type OddsFeedKeyConfig = { apiKey: string | null; baseUrl: string; requestsPerHour: number };

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  adminHost: string | null;
  databaseUrl: string | null;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The level of the per-request lines (REQUEST_LOG_LEVEL). */
  requestLogLevel: (typeof LOG_LEVELS)[number];
  /** Timeouts and connection caps of the HTTP server (HTTP_*); maxConnections null: derived from the open-file limit. */
  http: {
    connectionTimeoutMs: number;
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnectionsPerAddress: number;
    maxConnections: number | null;
  };
  /** Live streams' bounds on one instance (LIVE_STREAMS_*). */
  live: { maxStreams: number; maxPerAddress: number };
  /** Longest graceful shutdown; past it the process logs and exits with 1. */
  shutdownTimeoutMs: number;
  pandascoreToken: string | null;
  pandascoreBaseUrl: string;
  /** PANDASCORE_REALTIME: the live poll follows running matches on PandaScore's sockets (only with a token). */
  pandascoreRealtime: boolean;
  /** The odds feed (The Odds API v4): without a key, demo prices for the demo world, else none. */
  odds: { apiKey: string | null; baseUrl: string; sportKeys: Partial<Record<OddsGame, string>>; regions: string; requestsPerHour: number };
  /** The other odds feeds, each polled when its key is set, each with its own budget: STADAR_*, ODDS_API_IO_*. */
  oddsFeeds: { stadar: OddsFeedKeyConfig; oddsApiIo: OddsFeedKeyConfig & { bookmakers: string[] } };
  mfaEncryptionKey: string | null;
  syncJobs: boolean;
  /** How long a replaced postback secret is still accepted, in ms: POSTBACK_SECRET_OVERLAP_SECONDS. */
  postbackSecretOverlapMs: number;
  /** The demo bookmakers and (without a provider token) the demo esports data: DEMO_DATA. */
  demoData: boolean;
  /** 90 days of demo analytics and A/B tests in an empty analytics store: DEMO_HISTORY. */
  demoHistory: boolean;
  /** The jurisdiction code the demo gives a visitor nobody could place (DEMO_VISITOR_PLACE), null: "unknown". */
  demoVisitorPlace: string | null;
  /** false: use the socket address; N: trust N proxy hops; list: trust these proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Where a visitor's jurisdiction comes from: a trusted proxy's headers, else the bundled IP database. */
  geo: { countryHeader: string | null; regionHeader: string | null; ipLookup: boolean };
  /** argon2id parameters: "owasp" always, except in test runs. */
  passwordHashing: "owasp" | "test";
  /** HTTPS site: Secure cookies, HSTS. */
  secure: boolean;
  /** Site-wide tracking features (the Settings tab's System Settings card reads these). */
  features: { analyticsTracking: boolean; affiliateTracking: boolean };
};

export class ConfigError extends Error {}

/** The embedded database is the demo; a PostgreSQL deployment gets demo data only when asked. */
function demoDataOn(e: { DEMO_DATA?: "true" | "false" | undefined; DATABASE_URL?: string | undefined }): boolean {
  return (e.DEMO_DATA ?? (e.DATABASE_URL ? "false" : "true")) === "true";
}

/** The only place that reads process.env. Fails with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.refine((e) => e.PASSWORD_HASHING !== "test" || e.NODE_ENV === "test", {
    path: ["PASSWORD_HASHING"],
    message: 'is "test" only with NODE_ENV=test; a deployment hashes passwords with "owasp"',
  })
    .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
      path: ["HTTP_HEADERS_TIMEOUT_MS"],
      message: "must be at most HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
    })
    .refine((e) => !(e.GEO_COUNTRY_HEADER || e.GEO_REGION_HEADER) || !trustsAnyPeer(e.TRUST_PROXY), {
      path: ["TRUST_PROXY"],
      message: GEO_HEADER_NEEDS_LISTED_PROXIES,
    })
    .refine((e) => !e.DEMO_VISITOR_PLACE || e.DEMO_VISITOR_PLACE === "none" || demoDataOn(e), {
      path: ["DEMO_VISITOR_PLACE"],
      message: "needs DEMO_DATA: only a demo shows a place's offers to a visitor it could not place",
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const demoData = demoDataOn(e);
  const demoPlace = e.DEMO_VISITOR_PLACE ?? (demoData ? "GB" : "none");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    adminHost: e.ADMIN_HOST?.toLowerCase() ?? null,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    requestLogLevel: e.REQUEST_LOG_LEVEL ?? "debug",
    http: {
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
      maxConnections: e.HTTP_MAX_CONNECTIONS ?? null,
    },
    live: { maxStreams: e.LIVE_STREAMS_MAX, maxPerAddress: e.LIVE_STREAMS_PER_ADDRESS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pandascoreToken: e.PANDASCORE_TOKEN ?? null,
    pandascoreBaseUrl: e.PANDASCORE_BASE_URL,
    pandascoreRealtime: e.PANDASCORE_REALTIME === "true" && Boolean(e.PANDASCORE_TOKEN),
    odds: {
      apiKey: e.ODDS_API_KEY ?? null,
      baseUrl: e.ODDS_API_URL,
      sportKeys: e.ODDS_SPORT_KEYS,
      regions: e.ODDS_REGIONS,
      requestsPerHour: e.ODDS_REQUESTS_PER_HOUR,
    },
    oddsFeeds: {
      stadar: { apiKey: e.STADAR_API_KEY ?? null, baseUrl: e.STADAR_API_URL, requestsPerHour: e.STADAR_REQUESTS_PER_HOUR },
      oddsApiIo: {
        apiKey: e.ODDS_API_IO_KEY ?? null,
        baseUrl: e.ODDS_API_IO_URL,
        requestsPerHour: e.ODDS_API_IO_REQUESTS_PER_HOUR,
        bookmakers: e.ODDS_API_IO_BOOKMAKERS,
      },
    },
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY ?? null,
    syncJobs: e.SYNC_JOBS === "true",
    postbackSecretOverlapMs: e.POSTBACK_SECRET_OVERLAP_SECONDS * 1000,
    demoData,
    demoHistory: (e.DEMO_HISTORY ?? (e.DATABASE_URL ? "false" : "true")) === "true",
    demoVisitorPlace: demoPlace === "none" ? null : demoPlace.toUpperCase(),
    trustProxy: e.TRUST_PROXY,
    geo: { countryHeader: e.GEO_COUNTRY_HEADER ?? null, regionHeader: e.GEO_REGION_HEADER ?? null, ipLookup: e.GEO_IP_LOOKUP === "true" },
    passwordHashing: e.PASSWORD_HASHING,
    secure: siteUrl.startsWith("https://"),
    features: { analyticsTracking: e.ANALYTICS_TRACKING === "true", affiliateTracking: e.AFFILIATE_TRACKING === "true" },
  };
}
