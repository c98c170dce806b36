import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  BatchWriter,
  BeaconLimits,
  WindowRateLimiter,
  type BeaconLimitOptions,
  beaconSchema,
  clientAddressKey,
  errorBody,
  beaconToRows,
  insertAnalyticsEvents,
  announceAnalyticsIngest,
  isAutomatedRequest,
  addBotEvents,
  eventsInBeacon,
  type AnalyticsEventRow,
  type ExperimentSignalsRecorder,
  type LocatableRequest,
  type Located,
  locatedCountry,
} from "@eb/api";
import type { Db } from "@eb/db";
import { locatableRequest } from "../context";
import { MINUTE_MS } from "@eb/api/shared";

export type EventsIngestOptions = {
  db: Db;
  now: () => Date;
  /** Beacons per client address per window (default 120 per minute). */
  rateLimit?: { limit: number; windowMs: number };
  /** Per-address daily budget and per-session page cap (defaults: BEACON_BUDGET, SESSION_PAGE_LIMIT). */
  beaconLimits?: BeaconLimitOptions;
  flushIntervalMs?: number;
  /** The A/B tests: a beacon from a browser holding a server-issued experiment cookie feeds its session's exposures and conversions. */
  experiments?: Pick<ExperimentSignalsRecorder, "beacon" | "flush">;
  /** Where the sender is (app.ts): its country is stored with the events, the address never. */
  locateVisitor?: (req: LocatableRequest) => Located;
};

/** A beacon carries at most 25 small events; 16 KB is generous. */
export const EVENTS_BODY_LIMIT = 16 * 1024;

const originHost = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

declare module "fastify" {
  interface FastifyInstance {
    /** Writes every analytics event accepted so far (tests, benchmarks). */
    flushAnalyticsEvents: () => Promise<void>;
  }
}

/**
 * POST /api/events: the consent-gated tracker's beacons. Validated, size- and rate-limited,
 * bots dropped, then queued for a batched insert; 204 means the events will be written.
 * The client address (IPv6: its /64) is used only by the in-memory rate limiter and never stored.
 */
export const eventsIngestPlugin = fp(
  async (app: FastifyInstance, opts: EventsIngestOptions) => {
    const limits = opts.rateLimit ?? { limit: 120, windowMs: MINUTE_MS };
    const limiter = new WindowRateLimiter(limits.limit, limits.windowMs, () => opts.now().getTime());
    const beaconLimits = new BeaconLimits(opts.beaconLimits);
    const writer = new BatchWriter<AnalyticsEventRow>({
      name: "analytics-events",
      write: async (rows) => {
        await insertAnalyticsEvents(opts.db, rows);
        // The admins' Real-Time panel, on every instance: one notification per written batch.
        await announceAnalyticsIngest(opts.db);
      },
      flushIntervalMs: opts.flushIntervalMs ?? 250,
      log: app.log,
    });
    // Bots' beacons write no event; how many events they carried is added up per flush (one upsert),
    // so the Real-Time panel can say how many were left out.
    const botCounts = new BatchWriter<number>({
      name: "analytics-bot-events",
      write: async (counts) => {
        await addBotEvents(
          opts.db,
          counts.reduce((sum, n) => sum + n, 0),
          opts.now(),
        );
        await announceAnalyticsIngest(opts.db);
      },
      flushIntervalMs: opts.flushIntervalMs ?? 250,
      log: app.log,
    });
    app.decorate("flushAnalyticsEvents", async () => {
      await writer.flush();
      await botCounts.flush();
      await opts.experiments?.flush();
    });
    // preClose runs before any onClose hook, so the database is still open even when the caller
    // closes it in its own onClose hook (hooks added later run first); onClose catches stragglers.
    app.addHook("preClose", async () => {
      await writer.flush();
      await botCounts.flush();
    });
    app.addHook("onClose", async () => {
      await writer.close();
      await botCounts.close();
    });

    await app.register(async (scope) => {
      // navigator.sendBeacon with a string body sends text/plain; parse it as JSON too.
      scope.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: EVENTS_BODY_LIMIT }, (_req, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          const err = new Error("Body is not valid JSON") as Error & { statusCode: number };
          err.statusCode = 400;
          done(err, undefined);
        }
      });

      scope.post("/api/events", { bodyLimit: EVENTS_BODY_LIMIT }, async (req, reply) => {
        reply.header("cache-control", "no-store");
        const origin = req.headers.origin;
        if (origin && originHost(origin) !== req.headers.host) {
          return reply.code(403).send(errorBody("cross_origin", "Cross-site beacons are not accepted"));
        }
        const address = clientAddressKey(req.ip);
        if (!limiter.hit(address))
          return reply
            .code(429)
            .header("retry-after", String(Math.ceil(limits.windowMs / 1000)))
            .send(errorBody("rate_limited", "Too many requests"));
        const ua = req.headers["user-agent"];
        if (isAutomatedRequest({ userAgent: ua, accept: req.headers.accept ?? "*/*" })) {
          botCounts.add(eventsInBeacon(req.body));
          return reply.code(204).send();
        }
        const parsed = beaconSchema.safeParse(req.body);
        if (!parsed.success) {
          return reply.code(400).send(
            errorBody(
              "invalid_input",
              "Invalid events",
              parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join("."), message: i.message })),
            ),
          );
        }
        const now = opts.now();
        const admitted = beaconLimits.admit(address, parsed.data, now);
        if (!admitted.ok) return reply.code(429).header("retry-after", String(admitted.retryAfterSeconds)).send(errorBody("rate_limited", "Too many requests"));
        const beacon = { ...parsed.data, events: admitted.events };
        // The country dimension of the Analytics tab: where the server placed the sender, as a country code only.
        const located = opts.locateVisitor?.(locatableRequest(req));
        const country = located ? locatedCountry(located) : null;
        if (!writer.add(...beaconToRows(beacon, ua, now, country))) return reply.code(503).header("retry-after", "5").send(errorBody("unavailable", "Busy"));
        // The beacon's own sessionId labels the analytics events only; experiments take the session from the signed cookie.
        await opts.experiments?.beacon(req.cookies, beacon);
        return reply.code(204).send();
      });
    });
  },
  { name: "events-ingest" },
);
