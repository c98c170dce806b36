import type { Db } from "@eb/db";
import { errorBody, MINUTE_MS, recordSecurityEvent, SECOND_MS, WindowRateLimiter, type DomainErrorCode, type ErrorBody } from "../platform";
import { ConversionWriter, UNSTORABLE_REASON } from "./conversion-writer";
import { postbackAuthentic } from "./postback-auth";
import { keptText, type PostbackDelivery } from "./postback-deliveries";
import { describeFieldError, isFieldError, parsePostbackFields, POSTBACK_FIELD_NAMES } from "./postback-fields";
import { PostbackProgrammeCache, secretsAt, type ActiveProgramme } from "./postback-programme-cache";

/** A postback is a few fields: anything bigger is refused before it is read. */
export const POSTBACK_BODY_LIMIT = 8 * 1024;
/** Postbacks one address may send per window (a programme's daily batch fits; a flood does not). */
export const POSTBACK_RATE_LIMIT = { limit: 3_000, windowMs: MINUTE_MS } as const;
/** Refused postbacks recorded (security log; a known programme's delivery list) per address and window; the rest are only answered. */
export const POSTBACK_REFUSALS_RECORDED = { limit: 10, windowMs: 10 * MINUTE_MS } as const;
/** How long a programme and its opened secrets are reused when no change is announced (LISTEN down, say). */
const PROGRAMME_CACHE_MS = 30 * SECOND_MS;

/** What the HTTP adapter hands over of a request to /api/postbacks/{key}. */
export type PostbackRequest = {
  key: string;
  method: "GET" | "POST";
  /** The query string exactly as sent, after the '?' ('' for none): a GET's signed bytes. */
  rawQuery: string;
  /** A POST's raw body (its signed bytes); empty for a GET. */
  body: Buffer;
  contentType: string;
  /** The X-Signature header, if any. */
  signature: string | undefined;
  /** The sender's address key (clientAddressKey): counted in memory for the limits, never stored. */
  client: string;
};

export type PostbackAnswer = { status: number; body: { ok: true; duplicate: boolean } | ErrorBody };

export type PostbackReceiverOptions = {
  db: Db;
  now: () => Date;
  /** The server's secret key (MfaKeys.secretKey): it opens the programmes' stored secrets. */
  secretKey: Buffer;
  rateLimit?: { limit: number; windowMs: number };
  /** Told when a batch's delivery list could not be written (the postbacks were answered as stored). */
  onLogError?: (err: unknown) => void;
};

type Refusal = "unknown_key" | "no_secret" | "bad_auth" | "malformed" | "too_large" | "rate_limited";
const REFUSED: Record<Refusal, { code: DomainErrorCode; message: string }> = {
  unknown_key: { code: "invalid_credentials", message: "Postback refused" },
  no_secret: { code: "invalid_credentials", message: "Postback refused" },
  bad_auth: { code: "invalid_credentials", message: "Postback refused" },
  malformed: { code: "invalid_input", message: "Postback refused" },
  too_large: { code: "payload_too_large", message: "Postback refused: body too large" },
  rate_limited: { code: "rate_limited", message: "Too many postbacks" },
};
/** A known programme's refusals as its delivery list says them (the answer does not tell a stranger which). */
const DELIVERY_REASON: Partial<Record<Refusal, string>> = {
  no_secret: "no postback secret set",
  bad_auth: "signature or token does not match the secret",
};
const answer = (status: number, body: PostbackAnswer["body"]): PostbackAnswer => ({ status, body });
const refusalAnswer = (refusal: Refusal, message = REFUSED[refusal].message, issues?: { path: string; message: string }[]) => {
  const { code } = REFUSED[refusal];
  const body = errorBody(code, message, issues);
  return answer(body.error.data.httpStatus, body);
};

/**
 * The postback use case: a bookmaker's affiliate programme reports an event (registration, first
 * deposit, deposit, revenue, chargeback) for one of our click ids, by GET (query) or POST (form or
 * JSON). Authenticated per programme by its secret ('hmac' signs the raw query string of a GET or
 * the raw body of a POST in X-Signature: sha256=<hex>; 'token' puts it in ?token=), and during the
 * overlap after a replacement by the previous secret too. Stored once per (bookmaker, transaction
 * id) by the group commit; a repeat answers 200 and changes nothing. Every outcome of a known
 * programme is added to its delivery list (the last 100); refusals are counted in the security log,
 * at most POSTBACK_REFUSALS_RECORDED per address. Fields and rules: docs/postbacks.md.
 *
 * One per server: it holds the per-address limiters, the programme cache and the writer. The HTTP
 * adapter (apps/server/src/plugins/postbacks.ts) calls `admit` before reading a body and `receive`
 * with what it read, and sends the answer.
 */
export class PostbackReceiver {
  private readonly limiter: WindowRateLimiter;
  private readonly refusalsToRecord: WindowRateLimiter;
  /** The first postback over the rate, per address and window, is recorded even when the address's other refusals used up its share. */
  private readonly overRateToRecord: WindowRateLimiter;
  private readonly programmes: PostbackProgrammeCache;
  private readonly writer: ConversionWriter;

  constructor(private readonly opts: PostbackReceiverOptions) {
    const clock = () => opts.now().getTime();
    const limits = opts.rateLimit ?? POSTBACK_RATE_LIMIT;
    this.limiter = new WindowRateLimiter(limits.limit, limits.windowMs, clock);
    this.refusalsToRecord = new WindowRateLimiter(POSTBACK_REFUSALS_RECORDED.limit, POSTBACK_REFUSALS_RECORDED.windowMs, clock);
    this.overRateToRecord = new WindowRateLimiter(1, limits.windowMs, clock);
    this.programmes = new PostbackProgrammeCache(opts.db, opts.secretKey, PROGRAMME_CACHE_MS, clock);
    this.writer = new ConversionWriter(opts.db, opts.onLogError);
  }

  /** Resolves once the programmes' delivery lists hold every postback answered so far (tests, shutdown). */
  deliveriesListed(): Promise<void> {
    return this.writer.deliveriesListed();
  }

  /** A saved programme or a new secret was announced: programmes are read again. */
  programmesChanged(): void {
    this.programmes.clear();
  }

  /** Before a byte of the body is read: the per-address rate, and a declared length over the limit. Null: go on. */
  async admit(client: string, contentLength: number): Promise<PostbackAnswer | null> {
    if (!this.limiter.hit(client)) return this.refuse(client, "rate_limited");
    if (contentLength > POSTBACK_BODY_LIMIT) return this.refuse(client, "too_large");
    return null;
  }

  /** Authenticates, reads, stores and answers one postback. */
  async receive(req: PostbackRequest): Promise<PostbackAnswer> {
    const now = this.opts.now();
    const programme = await this.programmes.get(req.key);
    if (!programme) return this.refuse(req.client, "unknown_key");
    const fieldsFrom = req.method === "POST" ? parseBody(req.body, req.contentType) : Object.fromEntries(new URLSearchParams(req.rawQuery));
    const seen = { bookmakerId: programme.bookmakerId, receivedAt: now, ...readable(fieldsFrom) };
    if (programme.secret === null) return this.refuse(req.client, "no_secret", seen);
    if (!this.authentic(programme, req, now.getTime())) return this.refuse(req.client, "bad_auth", seen);
    if (!fieldsFrom) return this.refuse(req.client, "malformed", seen, { field: "body", rule: "a JSON object or a form" });
    const fields = parsePostbackFields(fieldsFrom, now);
    if (isFieldError(fields)) return this.refuse(req.client, "malformed", seen, fields);
    // Batched with the postbacks arriving meanwhile; answered once its batch is committed.
    const outcome = await this.writer.record({ bookmakerId: programme.bookmakerId, fields, receivedAt: now });
    if (outcome === "unstorable") {
      const body = errorBody("unprocessable", `Postback refused: ${UNSTORABLE_REASON}`);
      return answer(body.error.data.httpStatus, body);
    }
    return answer(200, { ok: true, duplicate: outcome === "duplicate" });
  }

  private authentic(programme: ActiveProgramme, req: PostbackRequest, now: number): boolean {
    const token = new URLSearchParams(req.rawQuery).get("token");
    const signed = req.method === "POST" ? req.body : req.rawQuery;
    // Each secret is compared in full (constant time each): which one matched is not observable beyond the count.
    return secretsAt(programme, now)
      .map((secret) => postbackAuthentic(programme.auth, secret, { signature: req.signature, token, signed }))
      .some(Boolean);
  }

  /**
   * Answers a refusal. Counted in the security log, and listed among a known programme's
   * deliveries, at most POSTBACK_REFUSALS_RECORDED per address (and the first over the rate in each
   * window): a flood costs no writes. A
   * programme's own malformed postbacks (it proved its secret) are always listed.
   */
  private async refuse(
    client: string,
    refusal: Refusal,
    seen?: Omit<PostbackDelivery, "outcome" | "reason">,
    fieldError?: { field: string; rule: string },
  ): Promise<PostbackAnswer> {
    const recorded = refusal === "rate_limited" ? this.overRateToRecord.hit(client) : this.refusalsToRecord.hit(client);
    const now = this.opts.now();
    if (recorded) await recordSecurityEvent(this.opts.db, { type: "suspicious_activity", success: false, detail: { reason: `postback:${refusal}` } }, now);
    const reason = fieldError ? describeFieldError(fieldError) : (DELIVERY_REASON[refusal] ?? null);
    if (seen && (recorded || refusal === "malformed")) this.writer.refused({ ...seen, outcome: "refused", reason });
    return fieldError ? refusalAnswer(refusal, reason!, [{ path: fieldError.field, message: fieldError.rule }]) : refusalAnswer(refusal);
  }
}

/** The event and transaction id as sent (shown on the card, cut short), whatever else is wrong with the postback. */
function readable(source: Record<string, unknown> | null): { event: string | null; transactionId: string | null } {
  const first = (names: readonly string[]) => {
    for (const name of names) {
      const raw = source?.[name];
      const text = keptText(Array.isArray(raw) ? raw[0] : raw);
      if (text !== null) return text;
    }
    return null;
  };
  return { event: first(POSTBACK_FIELD_NAMES.event), transactionId: first(POSTBACK_FIELD_NAMES.transactionId) };
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
