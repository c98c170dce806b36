/**
 * A failed call to The Odds API. `rateLimited` (HTTP 429) opens a breaker at once, as the esports
 * sync's ProviderError does; `kind` says what failed, for Debug Tools and the logs. The message
 * never holds the API key: the key travels in the query string, so every text that could carry
 * the URL is passed through `redactKey` first.
 */
export type OddsApiErrorKind = "unauthorized" | "bad-request" | "rate-limited" | "server" | "http" | "network" | "timeout" | "aborted" | "invalid-body";

export class OddsApiError extends Error {
  readonly kind: OddsApiErrorKind;
  readonly status: number | null;
  readonly rateLimited: boolean;
  /** `x-requests-remaining` when the failed answer carried it (a 429 does). */
  readonly requestsRemaining: number | null;
  constructor(message: string, kind: OddsApiErrorKind, status: number | null = null, requestsRemaining: number | null = null) {
    super(message);
    this.name = "OddsApiError";
    this.kind = kind;
    this.status = status;
    this.rateLimited = kind === "rate-limited";
    this.requestsRemaining = requestsRemaining;
  }
}

export const REDACTED = "[redacted]";

/** `text` with every occurrence of the key, as written or URL-encoded, replaced. */
export function redactKey(text: string, apiKey: string): string {
  if (!apiKey) return text;
  let out = text;
  for (const form of new Set([apiKey, encodeURIComponent(apiKey), new URLSearchParams({ k: apiKey }).toString().slice(2)])) {
    out = out.split(form).join(REDACTED);
  }
  return out;
}

/** The kind of a failed HTTP answer: 401 bad key, 422 bad parameters, 429 rate limit, 5xx the provider's trouble. */
export function kindOfStatus(status: number): OddsApiErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 400 || status === 404 || status === 422) return "bad-request";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "http";
}
