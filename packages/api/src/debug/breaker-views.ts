import { inArray, type Db } from "@eb/db";
import { syncBreakers } from "@eb/db/schema";
import { type BreakerState, checkBreaker } from "../esports-sync";

/** A stored provider error can be a long body; the cards show its start. */
export const LAST_ERROR_MAX = 300;

/** closed: calls go out; open: refused until `reopensAt`; retry_due: the cool-down is over, the next call retries. */
export type BreakerView = {
  state: "closed" | "open" | "retry_due";
  failures: number;
  reason: "rate_limit" | "failures" | null;
  openedAt: string | null;
  reopensAt: string | null;
  lastError: string | null;
};

const CLOSED_VIEW: BreakerView = { state: "closed", failures: 0, reason: null, openedAt: null, reopensAt: null, lastError: null };

/** A stored breaker as the cards show it; open and reopen times follow breaker-rules (opened + 30 min). */
export function breakerView(state: BreakerState, lastError: string | null, now: Date): BreakerView {
  const decision = checkBreaker(state, now);
  const stateName = !decision.allowed ? "open" : decision.reset ? "retry_due" : "closed";
  return {
    state: stateName,
    failures: state.failures,
    reason: state.reason,
    openedAt: state.openedAt?.toISOString() ?? null,
    reopensAt: decision.allowed ? null : decision.retryAt.toISOString(),
    lastError: lastError ? lastError.slice(0, LAST_ERROR_MAX) : null,
  };
}

/**
 * The breakers of these keys in sync_breakers (the esports sync's "cs2:matches", the odds feed's
 * "odds:cs2"), as the cards show them; a key with no stored row has never failed: closed.
 */
export async function breakerViews(db: Db, keys: readonly string[], now: Date): Promise<(key: string) => BreakerView> {
  const rows = await db
    .select({
      key: syncBreakers.key,
      failures: syncBreakers.failures,
      openedAt: syncBreakers.openedAt,
      reason: syncBreakers.reason,
      lastError: syncBreakers.lastError,
    })
    .from(syncBreakers)
    .where(inArray(syncBreakers.key, [...keys]));
  return (key) => {
    const row = rows.find((b) => b.key === key);
    if (!row) return CLOSED_VIEW;
    const reason = row.reason === "rate_limit" || row.reason === "failures" ? row.reason : null;
    return breakerView({ failures: row.failures, openedAt: row.openedAt, reason }, row.lastError, now);
  };
}
