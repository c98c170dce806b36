/** A server time (a Date over the caller, an ISO string over HTTP) in the admin's locale; a dash when absent. */
export function formatTime(value: Date | string | null | undefined): string {
  return value ? new Date(value).toLocaleString() : "—";
}
