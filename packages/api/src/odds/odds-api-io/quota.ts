import { headerNumber } from "../feed-errors";
import { retryAfterSeconds } from "../stadar/errors";

/**
 * What Odds-API.io says of the key's hourly allowance, from the headers its documentation says come
 * "with every response" (docs.odds-api.io/llms-full.txt, "Rate Limits"): `x-ratelimit-limit` (total
 * requests allowed), `x-ratelimit-remaining` and `x-ratelimit-reset` ("ISO 8601 timestamp when limit
 * resets"). Each is null when the answer did not carry it or it did not read.
 */
export type OddsApiIoQuota = { limit: number | null; remaining: number | null; resetAt: Date | null };

/** The quota headers of an answer; null when it carried none of them. */
export function readQuota(headers: Headers): OddsApiIoQuota | null {
  const reset = headers.get("x-ratelimit-reset")?.trim() ?? "";
  // The docs say ISO 8601; a bare number is not what they say, so it is not guessed at (seconds? epoch?).
  const resetMs = /^\d{4}-\d{2}-\d{2}T/.test(reset) ? Date.parse(reset) : Number.NaN;
  const quota = {
    limit: headerNumber(headers, "x-ratelimit-limit"),
    remaining: headerNumber(headers, "x-ratelimit-remaining"),
    resetAt: Number.isNaN(resetMs) ? null : new Date(resetMs),
  };
  return quota.limit === null && quota.remaining === null && quota.resetAt === null ? null : quota;
}

/**
 * How long to wait after a 429, in whole seconds: until `x-ratelimit-reset`, or a Retry-After when
 * the answer has one and no reset time; null when it says neither.
 */
export function waitAfterRateLimit(headers: Headers, quota: OddsApiIoQuota | null, now: Date): number | null {
  if (quota?.resetAt) return Math.max(0, Math.ceil((quota.resetAt.getTime() - now.getTime()) / 1000));
  return retryAfterSeconds(headers.get("retry-after"), now);
}
