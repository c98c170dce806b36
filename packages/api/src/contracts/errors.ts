/**
 * Our error codes, and how each one travels: the tRPC code (which also sets the HTTP status of a
 * tRPC answer) and the HTTP status of a REST answer (/go, /api/events, /healthz). One table, so a
 * code means the same thing everywhere. Browser-safe: the admin app reads `data.code` from it.
 */
export const DOMAIN_ERRORS = {
  invalid_input: { trpc: "BAD_REQUEST", http: 400 },
  invalid_credentials: { trpc: "UNAUTHORIZED", http: 401 },
  invalid_code: { trpc: "UNAUTHORIZED", http: 401 },
  not_signed_in: { trpc: "UNAUTHORIZED", http: 401 },
  second_factor_pending: { trpc: "UNAUTHORIZED", http: 401 },
  not_admin: { trpc: "FORBIDDEN", http: 403 },
  second_factor_required: { trpc: "FORBIDDEN", http: 403 },
  cross_origin: { trpc: "FORBIDDEN", http: 403 },
  not_found: { trpc: "NOT_FOUND", http: 404 },
  method_not_allowed: { trpc: "METHOD_NOT_SUPPORTED", http: 405 },
  conflict: { trpc: "CONFLICT", http: 409 },
  precondition_failed: { trpc: "PRECONDITION_FAILED", http: 412 },
  payload_too_large: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  // A request line past the server's URL cap (no tRPC code of its own: tRPC never sees it).
  uri_too_long: { trpc: "BAD_REQUEST", http: 414 },
  unsupported_media_type: { trpc: "UNSUPPORTED_MEDIA_TYPE", http: 415 },
  /** Well-formed, but its values cannot be kept (a postback's figures the database refuses). */
  unprocessable: { trpc: "UNPROCESSABLE_CONTENT", http: 422 },
  rate_limited: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  unavailable: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
  internal: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;
export type TrpcErrorCode = (typeof DOMAIN_ERRORS)[DomainErrorCode]["trpc"];

export type ErrorIssue = { path: string; message: string };

/** What every error answer carries: tRPC's `error` object has the same `message` and `data`. */
export type ErrorBody = {
  error: { message: string; data: { code: DomainErrorCode; httpStatus: number; issues?: ErrorIssue[] } };
};

export function errorBody(code: DomainErrorCode, message: string, issues?: ErrorIssue[]): ErrorBody {
  return { error: { message, data: { code, httpStatus: DOMAIN_ERRORS[code].http, ...(issues?.length ? { issues } : {}) } } };
}

/** The first domain code travelling as this tRPC code (for errors tRPC raises itself). */
export function domainCodeForTrpc(trpc: string): DomainErrorCode {
  for (const [code, entry] of Object.entries(DOMAIN_ERRORS)) if (entry.trpc === trpc) return code as DomainErrorCode;
  return trpc === "PARSE_ERROR" ? "invalid_input" : "internal";
}

/** `data.code` of a tRPC client error or a REST error body, unchecked. */
function rawErrorCode(error: unknown): unknown {
  const data = (error as { data?: { code?: unknown } } | null)?.data ?? (error as { error?: { data?: { code?: unknown } } } | null)?.error?.data;
  return data?.code;
}

/** Reads `data.code` from a tRPC client error or a REST error body; null when it carries none of ours. */
export function errorCodeOf(error: unknown): DomainErrorCode | null {
  const code = rawErrorCode(error);
  return typeof code === "string" && code in DOMAIN_ERRORS ? (code as DomainErrorCode) : null;
}

/** Whether an error carries this code; needs no table, so the public bundle does not ship one. */
export const hasErrorCode = (error: unknown, code: DomainErrorCode): boolean => rawErrorCode(error) === code;
