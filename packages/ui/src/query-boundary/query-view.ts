/** Which state a query screen shows: pure, so every screen decides it the same way. */

/** The part of a React Query result the choice needs. */
export type QueryState<T> = { status: "pending" | "error" | "success"; data: T | undefined; error: unknown };

export type QueryView<T> = { kind: "loading" } | { kind: "error"; network: boolean } | { kind: "empty"; data: T } | { kind: "data"; data: T };

/** Empty means an empty list; other data counts as something to show. */
export function isEmptyData(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown, online = typeof navigator === "undefined" ? true : navigator.onLine): boolean {
  if (!online) return true;
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return cause instanceof TypeError && /fetch|network|load failed/i.test(cause.message);
}

/**
 * Data wins whenever there is some: a failed background refetch keeps showing what was loaded
 * rather than replacing it with an error.
 */
export function queryView<T>(query: QueryState<T>, isEmpty: (data: T) => boolean = isEmptyData, online?: boolean): QueryView<T> {
  if (query.data !== undefined) return isEmpty(query.data) ? { kind: "empty", data: query.data } : { kind: "data", data: query.data };
  if (query.status === "error") return { kind: "error", network: isNetworkFailure(query.error, online) };
  return { kind: "loading" };
}
