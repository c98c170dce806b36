/** A failed provider call. `rateLimited` opens the breaker at once (HTTP 429 or a rate-limit message). */
export class ProviderError extends Error {
  readonly status: number | null;
  readonly rateLimited: boolean;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = "ProviderError";
    this.status = status;
    this.rateLimited = status === 429 || isRateLimitMessage(message);
  }
}

/** Spec 7: an error message containing '429' or 'rate limit' counts as rate-limited. */
export function isRateLimitMessage(message: string): boolean {
  return /429|rate.?limit/i.test(message);
}

/** Our own hourly limiter refused the call; no request was made. */
export class RateLimitSkipped extends Error {
  constructor() {
    super("Rate limited - sync skipped");
    this.name = "RateLimitSkipped";
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : "Unknown error";
}

/** The server is shutting down: the sync stops between requests; not the provider's fault. */
export class SyncStopped extends Error {
  constructor() {
    super("Sync stopped");
    this.name = "SyncStopped";
  }
}
