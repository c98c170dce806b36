/**
 * Odds-API.io v3's esports events and odds, over HTTP. What the documentation says, and where
 * (details and the UNVERIFIED parts: schemas.ts):
 *
 * - Base URL https://api.odds-api.io/v3 (docs.odds-api.io/llms-full.txt; the makers' SDKs and MCP
 *   server use https://api2.odds-api.io/v3): the wiring passes one, endpoints are under it.
 * - Auth: the key as the `apiKey` query parameter (llms-full.txt "Authentication"), so it is in every
 *   URL: it never reaches the gate, an error's text or a log (redactKey on every message).
 * - GET /events?sport=esports&status=pending,live[&league=…&limit=…&skip=…] lists the events
 *   (odds-api-mcp-server src/index.ts `get_events`).
 * - GET /odds/multi?eventIds=a,b,…&bookmakers=A,B,… prices up to 10 events with up to 30 bookmakers
 *   and "Counts as only 1 API call" (`get_multi_odds`): a poll of N events costs 1 + ceil(N / 10).
 * - Quota: `x-ratelimit-limit`, `x-ratelimit-remaining`, `x-ratelimit-reset` (ISO 8601) on every
 *   answer (llms-full.txt "Rate Limits": 5,000 requests an hour); 429 when it is spent, and the reset
 *   time says how long to wait. 401 is a bad or missing key, 403 a key without access.
 *
 * The approach is the other feeds' clients' (stadar/client.ts): the gate sees every request (the
 * endpoint only), the body is read within a cap after decompression, a redirect is never followed,
 * a timeout and the caller's signal both stop a request.
 */
import { providerFetchInit, readCappedText } from "../../platform";
import { fetchFailure, kindOfStatus, redactKey } from "../feed-errors";
import type { BestOf } from "../model/fixture";
import type { RequestGate } from "../types";
import { OddsApiIoError } from "./errors";
import { parseOddsApiIoEvents, type ParsedOddsApiIoEvents } from "./parse-events";
import { parseOddsApiIoOdds, type ParsedOddsApiIoOdds } from "./parse-odds";
import { readQuota, waitAfterRateLimit, type OddsApiIoQuota } from "./quota";
import { ODDS_API_IO_LIMITS } from "./schemas";

export type OddsApiIoClientOptions = {
  /** e.g. https://api.odds-api.io/v3 (no default: the wiring passes one). */
  baseUrl: string;
  /** Sent as the `apiKey` query parameter, never logged. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock the reset time is counted from. */
  now?: () => Date;
};

type Call = { gate: RequestGate; signal?: AbortSignal };

export type OddsApiIoEventsRequest = Call & {
  /** The feed's sport slug: "esports" (the one sport this site reads). */
  sport?: string;
  /** A league slug, to narrow the list. */
  league?: string;
  /** Comma-separated statuses; "pending,live" by default (no settled events: nothing to price). */
  status?: string;
  limit?: number;
  skip?: number;
};

export type OddsApiIoOddsRequest = Call & {
  eventIds: readonly string[];
  /** The bookmakers' names as the feed spells them ("Bet365"); 1 to 30. */
  bookmakers: readonly string[];
  /** The series length of the events the caller has matched (see parse-odds.ts). */
  bestOfByEvent?: ReadonlyMap<string, BestOf>;
};

/** What every answer carries besides its data: the quota headers, null when it sent none. */
type WithQuota = { quota: OddsApiIoQuota | null };
export type OddsApiIoEventsPage = ParsedOddsApiIoEvents & WithQuota;
export type OddsApiIoOddsBatch = ParsedOddsApiIoOdds & WithQuota & { eventIds: string[] };

export const DEFAULT_ODDS_API_IO_TIMEOUT_MS = 15_000;
/** One answer is at most 5,000 events, or 10 events with 30 bookmakers' markets: 16 MiB is far above either (as for the other feeds). */
export const MAX_ODDS_API_IO_BODY_BYTES = 16 * 1024 * 1024;
const MAX_ERROR_BODY_BYTES = 64 * 1024;
export const ODDS_API_IO_EVENTS_ENDPOINT = "/events";
export const ODDS_API_IO_MULTI_ODDS_ENDPOINT = "/odds/multi";

export class OddsApiIoClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;

  constructor(options: OddsApiIoClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_ODDS_API_IO_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  /** One request: the events of a sport (esports by default) that are pending or live. */
  async getEvents(request: OddsApiIoEventsRequest): Promise<OddsApiIoEventsPage> {
    const query = new URLSearchParams({ sport: request.sport ?? "esports", status: request.status ?? "pending,live" });
    if (request.league !== undefined) query.set("league", request.league);
    if (request.limit !== undefined) query.set("limit", String(request.limit));
    if (request.skip !== undefined) query.set("skip", String(request.skip));
    const { body, quota } = await this.get(ODDS_API_IO_EVENTS_ENDPOINT, query, request);
    const events = parseOddsApiIoEvents(body);
    if (!events) throw new OddsApiIoError("Odds-API.io answered with something other than a list of events", "invalid-body", { status: 200, quota });
    return { ...events, quota };
  }

  /**
   * The odds of these events, ten to a request (/odds/multi's maximum), one batch yielded per
   * request: a poll of N events spends ceil(N / 10) requests. The batches read before a failure have
   * already been yielded; the failure stops the walk.
   */
  async *oddsForEvents(request: OddsApiIoOddsRequest): AsyncIterable<OddsApiIoOddsBatch> {
    const ids = [...new Set(request.eventIds)];
    for (let start = 0; start < ids.length; start += ODDS_API_IO_LIMITS.eventsPerMulti) {
      yield await this.getOddsBatch({ ...request, eventIds: ids.slice(start, start + ODDS_API_IO_LIMITS.eventsPerMulti) });
    }
  }

  /** One /odds/multi request: 1 to 10 events, 1 to 30 bookmakers (refused before any request otherwise). */
  async getOddsBatch(request: OddsApiIoOddsRequest): Promise<OddsApiIoOddsBatch> {
    const { eventIds, bookmakers } = request;
    if (eventIds.length < 1 || eventIds.length > ODDS_API_IO_LIMITS.eventsPerMulti)
      throw new OddsApiIoError(`Odds-API.io prices 1 to ${ODDS_API_IO_LIMITS.eventsPerMulti} events a request, not ${eventIds.length}`, "bad-request");
    if (bookmakers.length < 1 || bookmakers.length > ODDS_API_IO_LIMITS.bookmakersPerRequest)
      throw new OddsApiIoError(
        `Odds-API.io takes 1 to ${ODDS_API_IO_LIMITS.bookmakersPerRequest} bookmakers a request, not ${bookmakers.length}`,
        "bad-request",
      );
    const query = new URLSearchParams({ eventIds: eventIds.join(","), bookmakers: bookmakers.join(",") });
    const { body, quota } = await this.get(ODDS_API_IO_MULTI_ODDS_ENDPOINT, query, request);
    if (!Array.isArray(body) || body.length > ODDS_API_IO_LIMITS.eventsPerMulti)
      throw new OddsApiIoError("Odds-API.io answered with something other than a list of at most 10 events' odds", "invalid-body", { status: 200, quota });
    return { ...parseOddsApiIoOdds(body, request.bestOfByEvent), quota, eventIds: [...eventIds] };
  }

  /** A GET under the base URL with the key added: the parsed JSON body and the quota headers, or an OddsApiIoError. */
  private async get(endpoint: string, query: URLSearchParams, call: Call): Promise<{ body: unknown; quota: OddsApiIoQuota | null }> {
    // The gate (and whatever records usage) sees the endpoint only: never the ids, never the key.
    const gated = await call.gate(endpoint);
    let status = "error";
    try {
      const timeout = AbortSignal.timeout(this.timeoutMs);
      const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
      query.set("apiKey", this.apiKey);
      const url = `${this.baseUrl}${endpoint}?${query}`;
      const res = await this.fetchImpl(url, { ...providerFetchInit, headers: { Accept: "application/json" }, signal });
      status = String(res.status);
      const quota = readQuota(res.headers);
      if (!res.ok) {
        // The error body's shape is not documented: its start is shown as text, redacted.
        const text = (await readCappedText(res, MAX_ERROR_BODY_BYTES, { truncate: true })).slice(0, 200) || "no body";
        const kind = kindOfStatus(res.status);
        // A spent window says when it resets: the breaker's error (Debug Tools) names the time.
        const reset = kind === "rate-limited" && quota?.resetAt ? `; the window resets at ${quota.resetAt.toISOString()}` : "";
        throw new OddsApiIoError(this.redact(`Odds-API.io HTTP ${res.status}: ${text}${reset}`), kind, {
          status: res.status,
          quota,
          retryAfterSeconds: kind === "rate-limited" ? waitAfterRateLimit(res.headers, quota, this.now()) : null,
        });
      }
      return { body: parseJson(await readCappedText(res, MAX_ODDS_API_IO_BODY_BYTES), quota), quota };
    } catch (err) {
      if (err instanceof OddsApiIoError) throw err;
      const failure = fetchFailure(err, "Odds-API.io", this.timeoutMs, status === "error" ? null : Number(status));
      if (failure.gateStatus) status = failure.gateStatus;
      throw new OddsApiIoError(this.redact(failure.message), failure.kind, { status: failure.status });
    } finally {
      await gated.done(status);
    }
  }

  private redact(text: string): string {
    return redactKey(text, this.apiKey);
  }
}

function parseJson(body: string, quota: OddsApiIoQuota | null): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new OddsApiIoError("Odds-API.io sent malformed JSON", "invalid-body", { status: 200, quota });
  }
}
