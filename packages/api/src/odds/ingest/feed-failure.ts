import { afterFailure, BREAKER_COOLDOWN_MS, type BreakerState } from "../../platform";
import { OddsApiIoError } from "../odds-api-io/errors";
import { StadarError } from "../stadar/errors";
import { OddsApiError } from "../the-odds-api/errors";

/** What a poll needs to know of a feed's failure, whichever feed's client threw it. */
export type FeedFailure = { rateLimited: boolean; requestsRemaining: number | null; retryAfterSeconds: number | null };

/** A feed client's error read the same way for every feed; anything else (a bug, a dropped connection) is a plain failure. */
export function feedFailure(err: unknown): FeedFailure {
  // Odds-API.io's error is an OddsApiError too: asked first, for the reset time only it carries.
  if (err instanceof OddsApiIoError)
    return { rateLimited: err.rateLimited, requestsRemaining: err.requestsRemaining, retryAfterSeconds: err.retryAfterSeconds };
  if (err instanceof OddsApiError) return { rateLimited: err.rateLimited, requestsRemaining: err.requestsRemaining, retryAfterSeconds: null };
  if (err instanceof StadarError) return { rateLimited: err.rateLimited, requestsRemaining: null, retryAfterSeconds: err.retryAfterSeconds };
  return { rateLimited: false, requestsRemaining: null, retryAfterSeconds: null };
}

/**
 * The breaker after a failure. A rate limit opens it at once for the usual cool-down (30 minutes);
 * when the feed's Retry-After asks for longer (Stadar's 429 says so of a spent daily quota), the
 * breaker is stored as opened that much later, so it stays shut until the feed said to come back:
 * a retry before then would only be refused again and spend a request of the budget.
 */
export function breakerAfter(state: BreakerState, failure: FeedFailure, now: Date): BreakerState {
  const next = afterFailure(state, failure.rateLimited, now);
  const waitMs = (failure.retryAfterSeconds ?? 0) * 1000;
  if (!failure.rateLimited || waitMs <= BREAKER_COOLDOWN_MS) return next;
  return { ...next, openedAt: new Date(now.getTime() + waitMs - BREAKER_COOLDOWN_MS) };
}
