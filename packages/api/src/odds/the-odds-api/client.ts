import { providerFetchInit, readCappedText } from "../../platform";
import type { OddsBatch, OddsEvent, RequestGate } from "../types";
import { errorBodyJson, fetchFailure, headerNumber, kindOfStatus, redactKey } from "../feed-errors";
import { OddsApiError } from "./errors";
import { parseOddsEvents } from "./parse-events";
import { MAX_LISTED_SPORTS, ODDS_LIMITS, oddsApiErrorBody, oddsApiSport } from "./schemas";

export type OddsApiClientOptions = {
  /** ODDS_API_URL, e.g. https://api.the-odds-api.com (no default: the wiring always passes one). */
  baseUrl: string;
  /** ODDS_API_KEY; sent as the `apiKey` query parameter, as the provider requires, and never logged. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type OddsRequest = {
  sportKey: string;
  /** The provider's bookmaker regions ("eu", "uk,eu"); each one costs a request unit. */
  regions: string;
  gate: RequestGate;
  /** Stops the request early (server shutdown); the timeout applies as well. */
  signal?: AbortSignal;
};

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The most of an odds answer read, after decompression. One sport's upcoming events with every
 * bookmaker of a few regions is a few hundred KB (about 2 KB per bookmaker and event); 16 MiB is
 * far above any real answer and keeps a hostile one (a gzip that inflates to a gigabyte) from
 * taking the server's memory with it.
 */
export const MAX_ODDS_BODY_BYTES = 16 * 1024 * 1024;
/** The sports list is a few KB (about 70 sports of 150 bytes). */
const MAX_SPORTS_BODY_BYTES = 1024 * 1024;
/** Of an error answer only the provider's message (or the first 200 characters) is shown. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** The provider's usage headers: units left this month, used so far, and what this request cost. */
export type RequestUsage = { requestsRemaining: number | null; requestsUsed: number | null; requestsLast: number | null };

/** One answer: The Odds API's own events (the source reads them into the odds model) and the batch's report. */
export type OddsApiResult = Omit<OddsBatch, "events"> & { events: OddsEvent[] } & RequestUsage;

export class OddsApiClient {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: OddsApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** One sport's upcoming events with every bookmaker's match-winner prices, decimal, ISO dates. */
  async getOdds(request: OddsRequest): Promise<OddsApiResult> {
    const endpoint = `/v4/sports/${encodeURIComponent(request.sportKey)}/odds`;
    const query = { regions: request.regions, markets: "h2h", oddsFormat: "decimal", dateFormat: "iso" };
    // The gate (and whatever records usage) sees the endpoint only, never the query with the key.
    const call = await request.gate(endpoint);
    let status = "error";
    try {
      const { json, usage, httpStatus } = await this.getJson(endpoint, query, MAX_ODDS_BODY_BYTES, request.signal, (s) => (status = s));
      if (Array.isArray(json) && json.length > ODDS_LIMITS.events)
        throw new OddsApiError(`The Odds API sent ${json.length} events, more than the ${ODDS_LIMITS.events} one answer may hold`, "invalid-body", httpStatus);
      const parsed = parseOddsEvents(json);
      if (!parsed) throw new OddsApiError("The Odds API answered with something other than a list of events", "invalid-body", httpStatus);
      return { ...parsed, skipped: parsed.invalid.length, ...usage };
    } finally {
      await call.done(status);
    }
  }

  /**
   * Every sport key the feed lists, in and out of season (GET /v4/sports?all=true). The provider
   * does not count this call against the plan's quota, so it is not spent from the odds budget.
   */
  async listSportKeys(options: { signal?: AbortSignal } = {}): Promise<Set<string>> {
    const { json, httpStatus } = await this.getJson("/v4/sports", { all: "true" }, MAX_SPORTS_BODY_BYTES, options.signal);
    if (!Array.isArray(json)) throw new OddsApiError("The Odds API listed its sports as something other than a list", "invalid-body", httpStatus);
    if (json.length > MAX_LISTED_SPORTS)
      throw new OddsApiError(`The Odds API listed ${json.length} sports, more than the ${MAX_LISTED_SPORTS} one answer may hold`, "invalid-body", httpStatus);
    const keys = new Set<string>();
    for (const item of json) {
      const sport = oddsApiSport.safeParse(item);
      if (sport.success) keys.add(sport.data.key);
    }
    return keys;
  }

  /**
   * One GET with the key, the timeout and the caps: the parsed JSON body and the usage headers, or
   * an OddsApiError that says what failed (never holding the key). `onStatus` hears the answer's
   * status, or "timeout" / "aborted", for the usage record.
   */
  private async getJson(
    endpoint: string,
    params: Record<string, string>,
    maxBytes: number,
    stop: AbortSignal | undefined,
    onStatus: (status: string) => void = () => undefined,
  ): Promise<{ json: unknown; usage: RequestUsage; httpStatus: number }> {
    const query = new URLSearchParams({ apiKey: this.apiKey, ...params });
    let httpStatus = 0;
    try {
      const signal = stop ? AbortSignal.any([stop, AbortSignal.timeout(this.timeoutMs)]) : AbortSignal.timeout(this.timeoutMs);
      const res = await this.fetchImpl(`${this.baseUrl}${endpoint}?${query}`, { ...providerFetchInit, headers: { Accept: "application/json" }, signal });
      httpStatus = res.status;
      onStatus(String(res.status));
      const usage = usageOf(res.headers);
      if (!res.ok) {
        const body = await readCappedText(res, MAX_ERROR_BODY_BYTES, { truncate: true });
        const kind = kindOfStatus(res.status);
        throw new OddsApiError(this.redact(`The Odds API HTTP ${res.status}: ${errorText(body)}`), kind, res.status, usage.requestsRemaining);
      }
      return { json: parseJson(await readCappedText(res, maxBytes)), usage, httpStatus };
    } catch (err) {
      if (err instanceof OddsApiError) throw err;
      const failure = fetchFailure(err, "The Odds API", this.timeoutMs, httpStatus === 0 ? null : httpStatus);
      if (failure.gateStatus) onStatus(failure.gateStatus);
      throw new OddsApiError(this.redact(failure.message), failure.kind, failure.status);
    }
  }

  private redact(text: string): string {
    return redactKey(text, this.apiKey);
  }
}

function usageOf(headers: Headers): RequestUsage {
  return {
    requestsRemaining: headerNumber(headers, "x-requests-remaining"),
    requestsUsed: headerNumber(headers, "x-requests-used"),
    requestsLast: headerNumber(headers, "x-requests-last"),
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new OddsApiError("The Odds API sent malformed JSON", "invalid-body");
  }
}

/** The provider's `message` when the body has one, else the start of the raw text. */
function errorText(body: string): string {
  const fields = oddsApiErrorBody.safeParse(errorBodyJson(body));
  if (fields.success && fields.data.message.trim()) return fields.data.message.slice(0, 200);
  return body.slice(0, 200) || "no body";
}
