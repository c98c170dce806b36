/** True for a tRPC client error whose server code is NOT_FOUND (works for HTTP and in-process links). */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const data = (error as { data?: unknown }).data;
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === "NOT_FOUND";
}
