import type { FeedErrorKind } from "../feed-errors";

/**
 * A failed call to Stadar. Like OddsApiError: `rateLimited` (HTTP 429, or the docs' error code
 * `rate_limit_exceeded`) opens a breaker at once; `retryAfterSeconds` is the answer's Retry-After
 * when it sent one, so the caller can wait that long rather than guess. `code` is the docs' error
 * envelope's `error.code` ("rate_limit_exceeded") when the body had one.
 */
export class StadarError extends Error {
  readonly kind: FeedErrorKind;
  readonly status: number | null;
  readonly rateLimited: boolean;
  readonly retryAfterSeconds: number | null;
  readonly code: string | null;
  constructor(message: string, kind: FeedErrorKind, options: { status?: number | null; retryAfterSeconds?: number | null; code?: string | null } = {}) {
    super(message);
    this.name = "StadarError";
    this.kind = kind;
    this.status = options.status ?? null;
    this.rateLimited = kind === "rate-limited";
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.code = options.code ?? null;
  }
}

/** Retry-After as seconds: a number of seconds, or an HTTP date counted from `now`; null when missing or unreadable. */
export function retryAfterSeconds(value: string | null, now: Date): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
