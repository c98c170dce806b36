import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  clientAddressKey,
  ConversionWriter,
  errorBody,
  parsePostbackFields,
  postbackAuthentic,
  PostbackProgrammeCache,
  recordSecurityEvent,
  SIGNATURE_HEADER,
  WindowRateLimiter,
} from "@eb/api";
import type { Db } from "@eb/db";
import { MINUTE_MS } from "@eb/api/shared";

/** A postback is a few fields: anything bigger is refused before it is read. */
export const POSTBACK_BODY_LIMIT = 8 * 1024;
/** Postbacks one address may send per window (a programme's daily batch fits; a flood does not). */
export const POSTBACK_RATE_LIMIT = { limit: 3_000, windowMs: MINUTE_MS } as const;
/** Refused postbacks recorded in the security log per address and window (as the CSRF refusals); the rest are only answered. */
export const POSTBACK_REFUSALS_RECORDED = { limit: 10, windowMs: 10 * MINUTE_MS } as const;

export type PostbacksOptions = {
  db: Db;
  now: () => Date;
  /** The server's secret key (MfaKeys.secretKey): it opens the programmes' stored secrets. */
  secretKey: Buffer;
  rateLimit?: { limit: number; windowMs: number };
  /** Told of every "bookmakers" change (a saved programme, a new secret): the programme cache is dropped. */
  onBookmakersChange: (clear: () => void) => void;
};

/** How long a programme and its opened secret are reused when no change is announced (LISTEN down, say). */
const PROGRAMME_CACHE_MS = 30_000;

type Refusal = "unknown_key" | "bad_auth" | "malformed" | "too_large";
const REFUSAL_STATUS: Record<Refusal, number> = { unknown_key: 401, bad_auth: 401, malformed: 400, too_large: 413 };
const REFUSAL_CODE = {
  unknown_key: "invalid_credentials",
  bad_auth: "invalid_credentials",
  malformed: "invalid_input",
  too_large: "payload_too_large",
} as const;

/**
 * /api/postbacks/{key}: a bookmaker's affiliate programme reports an event (registration, first
 * deposit, deposit, revenue, chargeback) for one of our click ids, by GET (query) or POST (form or
 * JSON). Authenticated per programme by its secret: 'hmac' signs the raw query string (GET) or the
 * raw body (POST) in X-Signature: sha256=<hex>; 'token' puts the secret in ?token=. Stored once per
 * (bookmaker, transaction id); a repeat answers 200 and changes nothing. A refusal stores nothing
 * and is counted in the security log, at most POSTBACK_REFUSALS_RECORDED per address. Field names:
 * docs/postbacks.md.
 */
export async function postbacksPlugin(app: FastifyInstance, opts: PostbacksOptions) {
  const limits = opts.rateLimit ?? POSTBACK_RATE_LIMIT;
  const limiter = new WindowRateLimiter(limits.limit, limits.windowMs, () => opts.now().getTime());
  const refusalsToRecord = new WindowRateLimiter(POSTBACK_REFUSALS_RECORDED.limit, POSTBACK_REFUSALS_RECORDED.windowMs, () => opts.now().getTime());
  const programmes = new PostbackProgrammeCache(opts.db, opts.secretKey, PROGRAMME_CACHE_MS, () => opts.now().getTime());
  opts.onBookmakersChange(() => programmes.clear());
  const conversions = new ConversionWriter(opts.db);

  // The signature covers the exact bytes sent, so the body is kept raw and parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: POSTBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  async function refuse(req: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
    if (refusalsToRecord.hit(clientAddressKey(req.ip))) {
      await recordSecurityEvent(opts.db, { type: "suspicious_activity", success: false, detail: { reason: `postback:${refusal}` } }, opts.now());
    }
    return reply.code(REFUSAL_STATUS[refusal]).send(errorBody(REFUSAL_CODE[refusal], "Postback refused"));
  }

  app.addHook("onRequest", async (req, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    if (!limiter.hit(clientAddressKey(req.ip))) return reply.code(429).send(errorBody("rate_limited", "Too many postbacks"));
    // Refused before a byte of it is read (a body without a length stops at the parser's limit).
    if (Number(req.headers["content-length"] ?? 0) > POSTBACK_BODY_LIMIT) return refuse(req, reply, "too_large");
  });

  async function postback(req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
    const programme = await programmes.get(req.params.key);
    const secret = programme?.secret ?? null;
    if (!programme || secret === null) return refuse(req, reply, "unknown_key");
    const rawQuery = req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : "";
    const query = Object.fromEntries(new URLSearchParams(rawQuery));
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signed = req.method === "POST" ? body : rawQuery;
    const token = typeof query.token === "string" ? query.token : null;
    if (!postbackAuthentic(programme.auth, secret, { signature: req.headers[SIGNATURE_HEADER] as string | undefined, token, signed }))
      return refuse(req, reply, "bad_auth");
    const fieldsFrom = req.method === "POST" ? parseBody(body, String(req.headers["content-type"] ?? "")) : query;
    if (!fieldsFrom) return refuse(req, reply, "malformed");
    const now = opts.now();
    const fields = parsePostbackFields(fieldsFrom, now);
    if (typeof fields === "string") return refuse(req, reply, "malformed");
    // Batched with the postbacks arriving meanwhile; answered once its batch is committed.
    const stored = await conversions.record({ bookmakerId: programme.bookmakerId, fields, receivedAt: now });
    return reply.code(200).send({ ok: true, duplicate: !stored });
  }

  const route = { bodyLimit: POSTBACK_BODY_LIMIT, config: { compress: false } } as const;
  app.get("/api/postbacks/:key", route, postback);
  app.post("/api/postbacks/:key", route, postback);
}

/** A POST's fields: JSON (an object of fields) or a form; null when it is neither. */
function parseBody(body: Buffer, contentType: string): Record<string, unknown> | null {
  const text = body.toString("utf8");
  if (contentType.includes("json")) {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
