import type { FeedErrorKind } from "../feed-errors";
import type { OddsApiIoQuota } from "./quota";

/**
 * A failed call to Odds-API.io. Like StadarError: `rateLimited` (HTTP 429) opens a breaker at once;
 * `retryAfterSeconds` is how long until the feed's window resets, from the documented
 * `x-ratelimit-reset` (or a Retry-After, should it send one), so the caller waits that long rather
 * than guess. `quota` is what the answer's rate-limit headers said, when it sent them.
 */
export class OddsApiIoError extends Error {
  readonly kind: FeedErrorKind;
  readonly status: number | null;
  readonly rateLimited: boolean;
  readonly retryAfterSeconds: number | null;
  readonly quota: OddsApiIoQuota | null;
  constructor(
    message: string,
    kind: FeedErrorKind,
    options: { status?: number | null; retryAfterSeconds?: number | null; quota?: OddsApiIoQuota | null } = {},
  ) {
    super(message);
    this.name = "OddsApiIoError";
    this.kind = kind;
    this.status = options.status ?? null;
    this.rateLimited = kind === "rate-limited";
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.quota = options.quota ?? null;
  }
}
