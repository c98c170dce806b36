/**
 * Stadar v1's odds, over HTTP (issue 39). What the documentation says, and where (crate `stadar`
 * 0.1.27 on docs.rs, read with the search tool; stadar.net's docs pages):
 *
 * - Base URL https://api.stadar.net, every endpoint under /v1 (the SDK's header; the PyPI README).
 * - Auth: `Authorization: Bearer <key>` (stadar.net/docs "Authentication"; src/from_env.rs sets
 *   `bearer_access_token` and an ApiKey with prefix "Bearer"). Keys `esp_live_…` hit real data,
 *   `esp_test_…` the sandbox fixtures (stadar.net/docs/sandbox).
 * - Pagination: cursors, "opaque base64 strings; treat them as such" (the SDK's header); pass
 *   `meta.next_cursor` back as `?cursor=`, null when exhausted (stadar.net/docs "Pagination");
 *   src/models/paging.rs: `next_cursor` preferred over its alias `cursor`, `has_more`.
 * - Errors: one envelope `{ "error": { "code", "message", "request_id", "details" } }`, e.g. code
 *   `rate_limit_exceeded` (stadar.net/docs "Errors").
 * - Quota headers: the docs' "Tiers & quotas" guide says it covers "what the headers expose", but
 *   its text was not in the stored pages, so no quota header is read here; Retry-After on a 429 is
 *   read because HTTP defines it, not because Stadar's docs name it.
 * - The payload: see schemas.ts, which cites each model file per field and marks UNVERIFIED what the
 *   stored copies did not show.
 * - NOT VERIFIED: the odds list's path and query. The SDK has src/apis/matches_api.rs, but its
 *   stored copy shows no text, and no odds_api.rs was found; `GET /v1/odds?game=…&limit=…&cursor=…`
 *   follows the docs' list endpoints (`GET /v1/matches?limit=100&cursor=…`) and OddsListResponse.
 *
 * The approach is The Odds API client's (the-odds-api/client.ts): the gate sees every request (the
 * endpoint only), the body is read within a cap after decompression, a redirect is never followed,
 * a timeout and the caller's signal both stop a request, and the key never reaches an error's text.
 */
import { providerFetchInit, readCappedText } from "../../platform";
import { errorBodyJson, fetchFailure, kindOfStatus, redactKey } from "../feed-errors";
import type { RequestGate } from "../types";
import { StadarError, retryAfterSeconds } from "./errors";
import { parseStadarOdds, type ParsedStadarOdds } from "./parse-odds";
import { stadarErrorBody, stadarOddsPage, STADAR_LIMITS } from "./schemas";

export type StadarClientOptions = {
  /** e.g. https://api.stadar.net (no default: the wiring passes one). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`, never logged. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock Retry-After dates are counted from. */
  now?: () => Date;
};

export type StadarOddsRequest = {
  /** Stadar's game key ("cs2", "lol", "dota2", "valorant"). */
  game: string;
  gate: RequestGate;
  signal?: AbortSignal;
  /** Matches per page. */
  limit?: number;
};

export type StadarOddsPage = ParsedStadarOdds & {
  /** The cursor of the next page as sent (opaque), or null when this was the last one. */
  nextCursor: string | null;
};

export const DEFAULT_STADAR_TIMEOUT_MS = 15_000;
/** One page of odds is at most a thousand matches with their books: 16 MiB is far above it (as for The Odds API). */
export const MAX_STADAR_BODY_BYTES = 16 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** Pages one walk may read: a cursor that never ends (or loops) costs at most this many requests. */
export const MAX_STADAR_PAGES = 50;
export const STADAR_ODDS_ENDPOINT = "/v1/odds";

export class StadarClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;

  constructor(options: StadarClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STADAR_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Every page of one game's odds, one request a page, following the cursor until Stadar says there
   * is no more. Stops with an error when a cursor repeats or after MAX_STADAR_PAGES pages, so a feed
   * fault cannot spend the quota; the pages read before a failure have already been yielded.
   */
  async *allOdds(request: StadarOddsRequest & { maxPages?: number }): AsyncIterable<StadarOddsPage> {
    const maxPages = request.maxPages ?? MAX_STADAR_PAGES;
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page++) {
      const result = await this.getOddsPage(request, cursor);
      yield result;
      if (result.nextCursor === null) return;
      if (seen.has(result.nextCursor)) throw new StadarError("Stadar sent a cursor it had already sent; the walk stops", "invalid-body");
      seen.add(result.nextCursor);
      cursor = result.nextCursor;
    }
    throw new StadarError(`Stadar had more than ${maxPages} pages of odds; the walk stops`, "invalid-body");
  }

  /** One page of one game's odds: the first without a cursor, the next with the one the last page sent. */
  async getOddsPage(request: StadarOddsRequest, cursor: string | null = null): Promise<StadarOddsPage> {
    const query = new URLSearchParams({ game: request.game });
    if (request.limit !== undefined) query.set("limit", String(request.limit));
    if (cursor !== null) query.set("cursor", cursor);
    // The gate (and whatever records usage) sees the endpoint only: never the cursor, never the key.
    const call = await request.gate(STADAR_ODDS_ENDPOINT);
    let status = "error";
    try {
      const signal = request.signal ? AbortSignal.any([request.signal, AbortSignal.timeout(this.timeoutMs)]) : AbortSignal.timeout(this.timeoutMs);
      const res = await this.fetchImpl(`${this.baseUrl}${STADAR_ODDS_ENDPOINT}?${query}`, {
        ...providerFetchInit,
        headers: { Accept: "application/json", Authorization: `Bearer ${this.apiKey}` },
        signal,
      });
      status = String(res.status);
      if (!res.ok) {
        const body = await readCappedText(res, MAX_ERROR_BODY_BYTES, { truncate: true });
        const error = errorFields(body);
        const kind = res.status === 429 || error.code === "rate_limit_exceeded" ? "rate-limited" : kindOfStatus(res.status);
        throw new StadarError(this.redact(`Stadar HTTP ${res.status}: ${error.text}`), kind, {
          status: res.status,
          code: error.code,
          retryAfterSeconds: retryAfterSeconds(res.headers.get("retry-after"), this.now()),
        });
      }
      const page = stadarOddsPage.safeParse(parseJson(await readCappedText(res, MAX_STADAR_BODY_BYTES)));
      if (!page.success) throw new StadarError("Stadar answered with something other than a page of odds", "invalid-body", { status: res.status });
      const meta = page.data.meta;
      // next_cursor is preferred over its alias (src/models/paging.rs); an empty one means no more.
      const nextCursor = meta?.next_cursor || meta?.cursor || null;
      return { ...parseStadarOdds(page.data.odds), nextCursor: meta?.has_more === false ? null : nextCursor };
    } catch (err) {
      if (err instanceof StadarError) throw err;
      const failure = fetchFailure(err, "Stadar", this.timeoutMs, status === "error" ? null : Number(status));
      if (failure.gateStatus) status = failure.gateStatus;
      throw new StadarError(this.redact(failure.message), failure.kind, { status: failure.status });
    } finally {
      await call.done(status);
    }
  }

  private redact(text: string): string {
    return redactKey(text, this.apiKey);
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new StadarError("Stadar sent malformed JSON", "invalid-body");
  }
}

/** The envelope's message and code when the body has them, else the start of the raw text. */
function errorFields(body: string): { text: string; code: string | null } {
  const fields = stadarErrorBody.safeParse(errorBodyJson(body));
  const code = fields.success ? (fields.data.error.code?.slice(0, STADAR_LIMITS.keyChars) ?? null) : null;
  const message = fields.success ? fields.data.error.message?.trim() : undefined;
  return { text: message ? message.slice(0, 200) : body.slice(0, 200) || "no body", code };
}
