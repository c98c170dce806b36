/**
 * A failed call to The Odds API. `rateLimited` (HTTP 429) opens a breaker at once, as the esports
 * sync's ProviderError does; `kind` says what failed, for Debug Tools and the logs. The message
 * never holds the API key: the key travels in the query string, so every text that could carry
 * the URL is passed through `redactKey` (feed-errors.ts) first.
 */
import type { FeedErrorKind } from "../feed-errors";

export type OddsApiErrorKind = FeedErrorKind;

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
