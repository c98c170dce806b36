import { BodyTooLargeError, isRefusedRedirect } from "../platform";

/**
 * What every odds feed's client says about a failed call, shared by The Odds API's client and
 * Stadar's: the kinds of failure (for Debug Tools, the logs and the breakers), a status's kind, and
 * the key taken out of any text that could carry it.
 */
export type FeedErrorKind = "unauthorized" | "bad-request" | "rate-limited" | "server" | "http" | "network" | "timeout" | "aborted" | "invalid-body";

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

/** The kind of a failed HTTP answer: 401/403 bad key, 400/404/422 bad parameters, 429 rate limit, 5xx the provider's trouble. */
export function kindOfStatus(status: number): FeedErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 400 || status === 404 || status === 422) return "bad-request";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "http";
}

/** A header's number, or null when it is missing or not a number. */
export function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A network error's message with its cause (undici's "fetch failed" says little alone). */
export function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
  return `${err.message}${cause}`;
}

/**
 * What a feed client's request failed with when it did not fail on an HTTP status: a body past its
 * cap, a refused redirect, its timeout, its caller's signal, or the network. `gateStatus` is what the
 * client reports to its gate's `done` ("timeout", "aborted"), when it is not the HTTP status already
 * recorded. The message names the feed and is not yet redacted: the client redacts its own key.
 */
export function fetchFailure(
  err: unknown,
  feed: string,
  timeoutMs: number,
  httpStatus: number | null,
): { kind: FeedErrorKind; message: string; status: number | null; gateStatus?: string } {
  if (err instanceof BodyTooLargeError) return { kind: "invalid-body", message: `${feed} ${err.message}`, status: httpStatus };
  if (isRefusedRedirect(err)) return { kind: "http", message: `${feed} answered with a redirect, which is never followed`, status: null };
  if (err instanceof Error && err.name === "TimeoutError")
    return { kind: "timeout", message: `${feed} request timed out after ${timeoutMs} ms`, status: null, gateStatus: "timeout" };
  if (err instanceof Error && err.name === "AbortError")
    return { kind: "aborted", message: `${feed} request was stopped`, status: null, gateStatus: "aborted" };
  return { kind: "network", message: `${feed} request failed: ${describeNetworkError(err)}`, status: null };
}

/** An error answer's body as JSON, or null when it is not JSON (the caller then shows the raw text). */
export function errorBodyJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
