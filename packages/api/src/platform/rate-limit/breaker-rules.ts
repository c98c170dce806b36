import { MINUTE_MS } from "../time";

/**
 * A provider's circuit breaker, per key ("cs2:matches" for the esports sync, "odds:cs2" for the odds
 * feed). Spec 4/9: opens after 3 consecutive failures or at once on a rate limit; retries after 30 minutes. */
export const BREAKER_THRESHOLD = 3;
export const BREAKER_COOLDOWN_MS = 30 * MINUTE_MS;

export const COOLING_DOWN_MESSAGE = "Rate limited - cooling down";
export const CIRCUIT_OPEN_MESSAGE = "Circuit open - cooling down";

export type BreakerState = { failures: number; openedAt: Date | null; reason: "rate_limit" | "failures" | null };
export const CLOSED: BreakerState = { failures: 0, openedAt: null, reason: null };

export type BreakerDecision = { allowed: true; reset: boolean } | { allowed: false; message: string; retryAt: Date };

/** Whether a sync of this key may call the provider now; after the cool-down it resets and retries. */
export function checkBreaker(state: BreakerState, now: Date): BreakerDecision {
  if (!state.openedAt) return { allowed: true, reset: false };
  const retryAt = new Date(state.openedAt.getTime() + BREAKER_COOLDOWN_MS);
  if (now.getTime() >= retryAt.getTime()) return { allowed: true, reset: true };
  return { allowed: false, message: state.reason === "rate_limit" ? COOLING_DOWN_MESSAGE : CIRCUIT_OPEN_MESSAGE, retryAt };
}

export function afterFailure(state: BreakerState, rateLimited: boolean, now: Date): BreakerState {
  const failures = state.failures + 1;
  if (rateLimited) return { failures, openedAt: now, reason: "rate_limit" };
  if (failures >= BREAKER_THRESHOLD) return { failures, openedAt: now, reason: "failures" };
  return { failures, openedAt: null, reason: null };
}
