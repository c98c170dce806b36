import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyRequestHandler, fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import {
  adminRouter,
  adminSessionCookieName,
  authorizeAdmin,
  clientAddressKey,
  DomainError,
  errorBody,
  oddsCallLimits,
  oddsFeedName,
  oddsFeedRows,
  recordSecurityEvent,
  requireVerifiedFactor,
  WindowRateLimiter,
  type AdminRequestContext,
  type AdminRouter,
  type OddsFeedInfo,
} from "@eb/api";
import { esportsProviderName } from "@eb/api/jobs";
import { MAX_REPORT_CHARS } from "@eb/api/contracts";
import type { Config } from "@eb/config";
import type { Db } from "@eb/db";
import { createRequestContext, type ContextDeps } from "../context";
import { adminOrigin, isAdminHost } from "./admin-origin";
import { analyticsExportPlugin } from "./analytics-export";
import { revenueExportPlugin } from "./revenue-export";
import { MINUTE_MS } from "@eb/api/shared";

export const ADMIN_CLIENT_HEADER = "x-eb-admin";

/** What the admin context carries from the server (mfaKeys: derived once per server, server-keys.ts). */
export type AdminApiOptions = ContextDeps & { config: Config } & Pick<
    AdminRequestContext,
    "mfaKeys" | "siteFeatures" | "sync" | "analyticsChanges" | "sessionEnds"
  >;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refused cross-origin calls recorded per client address (IPv6: per /64) and window. Past it a
 * source's refusals are answered without touching the database, so a flood costs no writes.
 */
export const CSRF_REFUSALS_RECORDED = { limit: 10, windowMs: 10 * MINUTE_MS } as const;

/**
 * Why a state-changing request is refused, or null. tRPC accepts cross-site form posts that need no
 * CORS preflight and has no CSRF defence of its own, so every non-GET must prove it comes from the
 * admin app: same-origin fetch metadata (or the admin Origin), a JSON body and the client's header.
 */
export function csrfRefusal(req: FastifyRequest, origin: string): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) {
    if (site !== "same-origin") return "cross-origin";
  } else if (req.headers.origin !== origin) {
    return "cross-origin";
  }
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (type !== "application/json") return "content-type";
  if (req.headers[ADMIN_CLIENT_HEADER] !== "1") return "missing-header";
  return null;
}

/** The back-office API (tRPC, admin router) at /api/admin. */
export async function adminApiPlugin(app: FastifyInstance, opts: AdminApiOptions) {
  const { config } = opts;
  const { mfaKeys } = opts;
  // The Debug Tools card learns whether a provider token is configured, never the token itself.
  const esportsProvider = {
    name: esportsProviderName({ token: config.pandascoreToken, demoData: config.demoData }),
    tokenConfigured: Boolean(config.pandascoreToken),
    baseUrl: config.pandascoreBaseUrl,
  } as const;
  // Likewise for the odds feed card: whether a key is configured, never the key.
  const oddsFeed: OddsFeedInfo = {
    name: oddsFeedName({
      apiKey: config.odds.apiKey,
      esportsDemo: esportsProvider.name === "demo",
      otherFeedKey: Boolean(config.oddsFeeds.stadar.apiKey || config.oddsFeeds.oddsApiIo.apiKey),
    }),
    keyConfigured: Boolean(config.odds.apiKey),
    baseUrl: config.odds.baseUrl,
    sportKeys: config.odds.sportKeys,
    regions: config.odds.regions,
    limits: oddsCallLimits(config.odds.requestsPerHour),
  };
  // Every odds feed and whether it is polled (Debug Tools' feeds card): never a key.
  const oddsFeeds = oddsFeedRows({ ...config.odds, ...config.oddsFeeds }, esportsProvider.name === "demo");
  const origin = adminOrigin(config);
  const refusalsToRecord = new WindowRateLimiter(CSRF_REFUSALS_RECORDED.limit, CSRF_REFUSALS_RECORDED.windowMs, () => opts.now().getTime());

  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    if (!isAdminHost(config, req)) return reply.code(404).send(errorBody("not_found", "Not found"));
    const refusal = csrfRefusal(req, origin);
    if (refusal) {
      if (refusalsToRecord.hit(clientAddressKey(req.ip))) {
        req.log.warn({ refusal, origin: req.headers.origin, secFetchSite: req.headers["sec-fetch-site"] }, "admin request refused (CSRF guard)");
        await recordSecurityEvent(
          opts.db,
          { type: "suspicious_activity", success: false, detail: { reason: `csrf:${refusal}`, path: req.url.split("?")[0] } },
          opts.now(),
        );
      }
      return reply.code(403).send(errorBody("cross_origin", "Cross-origin request refused"));
    }
  });

  // Live streams (server-sent events) never end by themselves. On close they are cut, not ended:
  // close() does not wait on them, and each browser reconnects (an ended stream would not).
  const liveStreams = new Set<Socket>();
  app.addHook("onRequest", async (req) => {
    if (req.method !== "GET" || !String(req.headers.accept ?? "").includes("text/event-stream")) return;
    const socket = req.raw.socket;
    liveStreams.add(socket);
    socket.once("close", () => liveStreams.delete(socket));
  });
  app.addHook("preClose", async () => {
    for (const socket of liveStreams) socket.destroy();
  });

  await app.register(analyticsExportPlugin, { db: opts.db, now: opts.now, secureCookies: opts.secureCookies });
  await app.register(revenueExportPlugin, { db: opts.db, now: opts.now, secureCookies: opts.secureCookies });
  const trpcOptions = {
    router: adminRouter,
    maxBatchSize: 10,
    createContext: ({ req, res }) => ({
      ...createRequestContext(opts, req, res),
      mfaKeys,
      siteFeatures: opts.siteFeatures,
      postbackSecretOverlapMs: opts.config.postbackSecretOverlapMs,
      esportsProvider,
      oddsFeed,
      oddsFeeds,
      ...(opts.sync ? { sync: opts.sync } : {}),
      ...(opts.analyticsChanges ? { analyticsChanges: opts.analyticsChanges } : {}),
      ...(opts.sessionEnds ? { sessionEnds: opts.sessionEnds } : {}),
    }),
  } satisfies FastifyTRPCPluginOptions<AdminRouter>["trpcOptions"];
  await app.register(reportUploadRoutes, { trpcOptions, db: opts.db, now: opts.now, secureCookies: opts.secureCookies });
  await app.register(fastifyTRPCPlugin, { prefix: "/api/admin", trpcOptions });
}

/**
 * The revenue report import's two procedures carry a CSV file (up to 5 MB) in their input: they
 * get their own routes with a body limit that fits it, so every other admin call keeps the
 * server's 64 KB. Static routes win over tRPC's /api/admin/:path; the admin scope's hooks (host,
 * CSRF, no-store) apply to them as to every admin call, and a batch stays on the 64 KB route.
 */
const REPORT_UPLOAD_PROCEDURES = ["revenueReports.previewReport", "revenueReports.applyReport"] as const;
/** JSON escaping may double a character (quotes, backslashes); a report is otherwise plain text. */
const REPORT_UPLOAD_BODY_LIMIT = 2 * MAX_REPORT_CHARS + 64 * 1024;

async function reportUploadRoutes(
  scope: FastifyInstance,
  opts: { trpcOptions: FastifyTRPCPluginOptions<AdminRouter>["trpcOptions"]; db: Db; now: () => Date; secureCookies: boolean },
) {
  // Before the body is read: only a signed-in admin with a verified second factor (what the
  // procedures themselves require) may make the server take in megabytes; a password alone is not
  // enough. The procedure checks again (and counts the write) once the body is in.
  scope.addHook("onRequest", async (req, reply) => {
    try {
      const admin = await authorizeAdmin(opts.db, req.cookies[adminSessionCookieName(opts.secureCookies)], opts.now(), {
        path: req.url.split("?")[0]!,
        throttled: false,
      });
      await requireVerifiedFactor(opts.db, admin);
    } catch (err) {
      if (err instanceof DomainError) return reply.code(err.httpStatus).send(errorBody(err.code, err.message));
      throw err;
    }
  });
  // tRPC reads the body as a string, as its own plugin makes Fastify hand it over.
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: REPORT_UPLOAD_BODY_LIMIT }, (_req, body, done) => done(null, body));
  for (const path of REPORT_UPLOAD_PROCEDURES)
    scope.post(`/api/admin/${path}`, { bodyLimit: REPORT_UPLOAD_BODY_LIMIT }, async (req, res) => {
      await fastifyRequestHandler({ ...opts.trpcOptions, req, res, path });
    });
}
