import type { AdminOutputs } from "@eb/api/admin-types";
import { Badge } from "@eb/ui/badge";

/** A provider key's circuit breaker, as the esports provider and odds feed cards show it. */
export type Breaker = AdminOutputs["debug"]["provider"]["keys"][number]["breaker"];

export const formatTime = (iso: string) => new Date(iso).toLocaleString();

export function BreakerBadge({ breaker }: { breaker: Breaker }) {
  if (breaker.state === "open") return <Badge variant="destructive">Open</Badge>;
  if (breaker.state === "retry_due") return <Badge variant="secondary">Retry due</Badge>;
  return <Badge variant="success">Closed</Badge>;
}

/** What the breaker means now: when it reopens, that the next call retries, or its recent failures. */
export function breakerDetail(b: Breaker, retries = "the next sync retries"): string {
  if (b.state === "open" && b.reopensAt) return `${b.reason === "rate_limit" ? "Rate limited" : `${b.failures} failures`}; reopens ${formatTime(b.reopensAt)}`;
  if (b.state === "retry_due") return `Cool-down over; ${retries}`;
  if (b.failures > 0) return `${b.failures} recent ${b.failures === 1 ? "failure" : "failures"}`;
  return "-";
}
