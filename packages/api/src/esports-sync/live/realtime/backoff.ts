import { SECOND_MS } from "../../../platform";

export type BackoffPolicy = { baseMs: number; maxMs: number };

/** The first retry after a second, doubling to at most a minute: a socket PandaScore restarts comes back within that. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: SECOND_MS, maxMs: 60 * SECOND_MS };

/**
 * The wait before reconnect number `attempt` (from 1): exponential, bounded by `maxMs`, and
 * jittered down to half of it so the sockets of many matches dropped at once do not return at once.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
