import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyCompress from "@fastify/compress";
import { constants as zlib } from "node:zlib";
import fp from "fastify-plugin";
import type { DbHandle } from "@eb/db";
import {
  ANALYTICS_CHANNEL,
  ChangeFeed,
  ExperimentSignalsRecorder,
  parseSessionEnded,
  parseSyncChange,
  SESSIONS_ENDED_CHANNEL,
  SYNC_CHANNEL,
  type AnalyticsChange,
  type BeaconLimitOptions,
  type MfaKeys,
  type SessionEnded,
  type SyncChange,
  bundledIpDatabasePath,
  createVisitorLocator,
  jurisdictionName,
  parseJurisdiction,
  ipCountryLookup,
  offerPoliciesOf,
  SEARCH_GUARD,
  searchConnections,
  SearchGuard,
  type SearchGuardOptions,
} from "@eb/api";
import { esportsProviderName } from "@eb/api/jobs";
import type { Config } from "@eb/config";
import { fastifyTrustProxy, trustedPeer } from "./trust-proxy";
import { buildInfo, type BuildInfo } from "./build-info";
import { ListenStatus } from "./listen-status";
import { requestIdFor, requestIdPlugin } from "./plugins/request-id";
import { readinessPlugin } from "./plugins/readiness";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { errorRepliesPlugin } from "./plugins/error-replies";
import { frameworkErrorReply, MAX_PARAM_LENGTH, urlLengthPlugin } from "./plugins/framework-errors";
import { loadErrorPages } from "./plugins/error-page";
import { RequestLogController } from "./request-log";
import { capConnections, maxConnections, processOpenFileLimit, serverTimeouts } from "./connection-limits";
import { redactingStream } from "./log-redaction";
import { logSerializers } from "./log-serializers";
import { hostRoutingPlugin } from "./plugins/host-routing";
import { healthPlugin } from "./plugins/health";
import { publicApiPlugin } from "./plugins/public-api";
import { publicPagesPlugin } from "./plugins/public-pages";
import { demoLogosPlugin } from "./plugins/demo-logos";
import { postbacksPlugin } from "./plugins/postbacks";
import { goRedirectPlugin } from "./plugins/go-redirect";
import { eventsIngestPlugin } from "./plugins/events-ingest";
import { experimentSessionPlugin } from "./plugins/experiment-session";
import { takeABreakPlugin } from "./plugins/take-a-break";
import { serverKeys } from "./server-keys";
import { sitemapPlugin } from "./plugins/sitemap";
import { calendarFeedPlugin } from "./plugins/calendar-feed";
import { adminApiPlugin } from "./plugins/admin-api";
import { adminAppPlugin } from "./plugins/admin-app";
import { contentInvalidationPlugin } from "./plugins/content-invalidation";
import { affects, ContentChangeFeed } from "./content-change-feed";
import { runningTestsCache } from "./running-tests";
import { notificationFeedPlugin } from "./plugins/notification-feed";
import { liveStreamsPlugin } from "./plugins/live-streams";

export type AppDeps = {
  config: Config;
  handle: DbHandle;
  now?: () => Date;
  /** Built public app (apps/public/dist by default). */
  publicDistDir?: string;
  renderCacheMs?: number;
  /** Beacons per client per window on POST /api/events (benchmarks raise it). */
  eventsRateLimit?: { limit: number; windowMs: number };
  /** Beacon budget per address and day, and page cap per session (tests use small ones). */
  beaconLimits?: BeaconLimitOptions;
  /** The site search's per-address rate and cache (tests use small ones); SEARCH_GUARD by default. */
  searchGuard?: Partial<Omit<SearchGuardOptions, "now">>;
  /** The version and commit /readyz reports (what is running, by default). */
  build?: BuildInfo;
  /** Where the log lines go (stdout by default; tests read them). */
  logStream?: { write: (line: string) => void };
  /** The IP-to-country database (the bundled one by default). */
  ipDatabasePath?: string;
  /** The keys derived from MFA_ENCRYPTION_KEY (loaded from the config by default; tests give another server's). */
  mfaKeys?: MfaKeys;
  /** Tests: the postback endpoint's per-address limit. */
  postbackRateLimit?: { limit: number; windowMs: number };
  /** Tests: how often the live streams carry a heartbeat (15 s by default). */
  liveHeartbeatMs?: number;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Committed changes to public content, from any instance (tests wait on `next()`). */
    contentChanges: ContentChangeFeed;
    /** Sync activity from any instance: queued operations, progress, status changes. */
    syncChanges: ChangeFeed<SyncChange>;
    /** The match id of every live change this instance reads, from any instance (tests wait on `next()`). */
    liveChanges: ChangeFeed<number>;
  }
}

/** The built public app: beside the compiled server (dist/public, copied by build.mjs), else the workspace's. */
export const DEFAULT_PUBLIC_DIST = fileURLToPath(new URL(typeof __EB_BUILD__ === "undefined" ? "../../public/dist" : "./public", import.meta.url));

/** The bundled IP-to-country database: beside the compiled server (dist/geo, copied by build.mjs), else the workspace's package. */
function defaultIpDatabase(): string {
  return typeof __EB_BUILD__ === "undefined" ? bundledIpDatabasePath() : fileURLToPath(new URL("./geo/iptoasn-country.mmdb", import.meta.url));
}

/** The whole HTTP surface, not listening: main.ts listens, tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  const publicDistDir = deps.publicDistDir ?? DEFAULT_PUBLIC_DIST;
  const errorPages = await loadErrorPages(publicDistDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: logSerializers,
      // Every line passes the redaction: no postback token or other secret parameter reaches the log.
      stream: redactingStream(deps.logStream ?? process.stdout),
    },
    // The request lines at REQUEST_LOG_LEVEL (debug in the demo), the path without its query.
    logController: new RequestLogController(config.requestLogLevel),
    ...serverTimeouts(config.http),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdFor(trustedPeer(config.trustProxy)),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 64 * 1024,
    // A URL Fastify cannot route is answered before any hook: give it the usual headers, and the site's error page.
    frameworkErrors: frameworkErrorReply({ hsts: config.secure, pages: errorPages }),
  });
  capConnections(app.server, {
    perAddress: config.http.maxConnectionsPerAddress,
    total: maxConnections(config.http.maxConnections, processOpenFileLimit()),
    trustedPeer: trustedPeer(config.trustProxy),
  });
  const demoVisitorPlace = config.demoVisitorPlace === null ? null : parseJurisdiction(config.demoVisitorPlace);
  if (config.demoVisitorPlace !== null && demoVisitorPlace === null)
    throw new Error(`DEMO_VISITOR_PLACE: ${config.demoVisitorPlace} is not a jurisdiction code`);
  // Where each visitor is: a trusted proxy's header, else the IP database, else (a demo) the demo's place; the address is never kept.
  const locateVisitor = createVisitorLocator({
    countryHeader: config.geo.countryHeader,
    regionHeader: config.geo.regionHeader,
    trustsPeer: trustedPeer(config.trustProxy),
    countryOfAddress: config.geo.ipLookup ? ipCountryLookup(deps.ipDatabasePath ?? defaultIpDatabase()) : null,
    unplacedAs: demoVisitorPlace,
  });
  // One search guard for the process: its per-address rate and result cache span every request.
  const searchGuard = new SearchGuard({ ...SEARCH_GUARD, ...deps.searchGuard, now: () => now().getTime() });
  // The search's own PostgreSQL connections, started with its settings: a search is one statement, one round trip.
  const searchPool = searchConnections(deps.handle, (err) => app.log.warn({ err }, "search connection lost; the pool reconnects"));
  if (searchPool) app.addHook("onClose", () => searchPool.close());
  const ctxDeps = { db: deps.handle.db, now, secureCookies: config.secure, locateVisitor, searchGuard, ...(searchPool ? { searchDb: searchPool.db } : {}) };
  const contentChanges = new ContentChangeFeed();
  app.decorate("contentChanges", contentChanges);
  const syncChanges = new ChangeFeed<SyncChange>();
  // The match id of every live change this instance reads (live streams), for the rendered pages.
  const liveChanges = new ChangeFeed<number>();
  app.decorate("liveChanges", liveChanges);
  app.decorate("syncChanges", syncChanges);
  // Search answers are read from teams, tournaments and matches: any sync activity (a run's status
  // moves once it has stored its rows; after a lost notification connection too) or an admin's
  // change to teams drops them.
  syncChanges.subscribe(() => searchGuard.forgetAnswers());
  contentChanges.subscribe((change) => affects(change, ["teams"]) && searchGuard.forgetAnswers());
  const analyticsChanges = new ChangeFeed<AnalyticsChange>();
  const sessionEnds = new ChangeFeed<SessionEnded>();
  // A/B tests need analytics consent, so without analytics tracking no test reaches a visitor.
  const runningTests = config.features.analyticsTracking ? runningTestsCache(deps.handle.db, 5_000, () => now().getTime()) : undefined;
  contentChanges.subscribe((change) => affects(change, ["experiments"]) && runningTests?.clear());
  // Rules, licences and bookmakers decide what each jurisdiction is offered.
  contentChanges.subscribe((change) => affects(change, ["jurisdictions", "bookmakers"]) && offerPoliciesOf(deps.handle.db).clear());
  const mfaKeys = deps.mfaKeys ?? serverKeys(config, app.log);
  // Every A/B exposure and conversion goes through this, for sessions this server signed only.
  const experiments =
    runningTests && new ExperimentSignalsRecorder({ db: deps.handle.db, key: mfaKeys.experimentSessionKey, runningTests: runningTests.get, now, log: app.log });
  const listenStatus = new ListenStatus();

  // First: every answer, refusals included, carries its request id.
  await app.register(requestIdPlugin);
  await app.register(errorRepliesPlugin);
  await app.register(securityHeadersPlugin, { hsts: config.secure });
  await app.register(urlLengthPlugin, { pages: errorPages });
  // Before every surface: which host may reach which routes (ADMIN_HOST), duplicated Host refused.
  await app.register(hostRoutingPlugin, { config });
  await app.register(fastifyCookie);
  // Dynamic responses (pages, API JSON) are compressed per request with a fast brotli level;
  // built assets are served precompressed at build time (see scripts/precompress.mjs).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(healthPlugin, { db: deps.handle.db });
  await app.register(readinessPlugin, { db: deps.handle.db, build: deps.build ?? buildInfo(), listenStatus });
  await app.register(demoLogosPlugin);
  await app.register(publicApiPlugin, { ...ctxDeps, geo: config.geo });
  await app.register(adminApiPlugin, {
    ...ctxDeps,
    config,
    mfaKeys,
    siteFeatures: config.features,
    sync: { changes: syncChanges, scheduled: config.syncJobs },
    analyticsChanges,
    sessionEnds,
  });
  await app.register(adminAppPlugin, { config });
  if (experiments) {
    await app.register(experimentSessionPlugin, {
      recorder: experiments,
      key: mfaKeys.experimentSessionKey,
      secure: config.secure,
      now,
    });
  }
  await app.register(takeABreakPlugin, { secure: config.secure, now });
  await app.register(goRedirectPlugin, {
    db: deps.handle.db,
    siteUrl: config.siteUrl,
    now,
    countClicks: config.features.affiliateTracking,
    // Issue 38: every instance with the same master key keys the shared visitor fingerprints alike.
    visitorKey: mfaKeys.goVisitorKey,
    contentChanges,
    experiments,
    locateVisitor,
    // Issue 27: a counted click records the variants of a consented session (its cookie is issued after consent).
    ...(experiments
      ? { experimentSessionOf: (cookies: Record<string, string | undefined>) => experiments.sessionOf(cookies), runningTests: runningTests.get }
      : {}),
  });
  // Issue 27: the affiliate programmes' postbacks (their own scope: raw bodies, for the signatures).
  await app.register(postbacksPlugin, {
    db: deps.handle.db,
    now,
    secretKey: mfaKeys.secretKey,
    onBookmakersChange: (clear) => contentChanges.subscribe((change) => affects(change, ["bookmakers"]) && clear()),
    ...(deps.postbackRateLimit ? { rateLimit: deps.postbackRateLimit } : {}),
  });
  // With analytics off there is nothing to consent to: no beacon endpoint, and the pages load no banner or tracker.
  if (config.features.analyticsTracking)
    await app.register(eventsIngestPlugin, {
      db: deps.handle.db,
      now,
      rateLimit: deps.eventsRateLimit,
      beaconLimits: deps.beaconLimits,
      experiments,
      locateVisitor,
    });
  await app.register(sitemapPlugin, { db: deps.handle.db, siteUrl: config.siteUrl, now });
  await app.register(calendarFeedPlugin, { db: deps.handle.db, siteUrl: config.siteUrl, now });
  // fp: its renderPublicPage decorator is used by /go for the not-found page.
  await app.register(fp(publicPagesPlugin, { name: "public-pages" }), {
    ...ctxDeps,
    distDir: publicDistDir,
    siteUrl: config.siteUrl,
    analytics: config.features.analyticsTracking,
    // The demo provider's world is invented: every public page says so.
    demoEsports: esportsProviderName({ token: config.pandascoreToken, demoData: config.demoData }) === "demo",
    demoVisitorPlace: demoVisitorPlace === null ? null : jurisdictionName(demoVisitorPlace),
    renderCacheMs: deps.renderCacheMs,
    contentChanges,
    liveChanges,
    runningTests,
    experimentSessionKey: mfaKeys.experimentSessionKey,
    geo: config.geo,
  });
  // Live scores and maps to open pages, from the live log every instance listens to.
  await app.register(liveStreamsPlugin, {
    handle: deps.handle,
    maxStreams: config.live.maxStreams,
    maxPerAddress: config.live.maxPerAddress,
    listenStatus,
    liveChanges,
    contentChanges,
    ...(deps.liveHeartbeatMs ? { heartbeatMs: deps.liveHeartbeatMs } : {}),
  });
  // Last: the caches above are subscribed before the first notification can arrive.
  await app.register(contentInvalidationPlugin, { handle: deps.handle, feed: contentChanges, listenStatus });
  // Sync activity (queued operations wake the scheduler in main.ts; live screens re-read) and
  // analytics ingest (the Real-Time panel), from every instance.
  await app.register(notificationFeedPlugin<SyncChange>, {
    handle: deps.handle,
    channel: SYNC_CHANNEL,
    feed: syncChanges,
    parse: parseSyncChange,
    onReconnect: "requested",
    listenStatus,
  });
  await app.register(notificationFeedPlugin<AnalyticsChange>, {
    handle: deps.handle,
    channel: ANALYTICS_CHANNEL,
    feed: analyticsChanges,
    parse: () => "ingested",
    onReconnect: "ingested",
    listenStatus,
  });
  // Ended sessions and removed admin roles (announced by the database's triggers), from every
  // instance: open live streams of that session or account end at once. After a lost connection
  // every stream checks its session again.
  await app.register(notificationFeedPlugin<SessionEnded>, {
    handle: deps.handle,
    channel: SESSIONS_ENDED_CHANNEL,
    feed: sessionEnds,
    parse: parseSessionEnded,
    onReconnect: { kind: "unknown" },
    listenStatus,
  });
  return app;
}
