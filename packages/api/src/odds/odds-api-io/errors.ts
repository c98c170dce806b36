import type { FeedErrorKind } from "../feed-errors";
import { OddsApiError } from "../the-odds-api/errors";
import type { OddsApiIoQuota } from "./quota";

/**
 * A failed call to Odds-API.io. It is an OddsApiError, the error the odds poll (ingest/poll-game.ts)
 * reads a feed's failure from: `rateLimited` (HTTP 429) opens the game's breaker at once, and
 * `requestsRemaining` (the answer's `x-ratelimit-remaining`) goes to the poll status. Besides,
 * `retryAfterSeconds` is how long until the feed's window resets, from the documented
 * `x-ratelimit-reset` (or a Retry-After, should it send one), and `quota` is what the answer's
 * rate-limit headers said, when it sent them.
 */
export class OddsApiIoError extends OddsApiError {
  readonly retryAfterSeconds: number | null;
  readonly quota: OddsApiIoQuota | null;
  constructor(
    message: string,
    kind: FeedErrorKind,
    options: { status?: number | null; retryAfterSeconds?: number | null; quota?: OddsApiIoQuota | null } = {},
  ) {
    super(message, kind, options.status ?? null, options.quota?.remaining ?? null);
    this.name = "OddsApiIoError";
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.quota = options.quota ?? null;
  }
}
