import { DEFAULT_LIMITS, finishCall, reserveCall, type CallLimits } from "../platform";
import { RateLimitSkipped, SyncStopped } from "./pandascore/errors";
import type { Db } from "@eb/db";
import type { Game, RequestGate } from "./types";

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The gate every provider request of one game-and-kind key passes: stopped on shutdown, paused
 * `delayMs` between requests when given (the start-up sync), reserved in the hourly limiter under
 * `limits` (a refusal stops the run), then recorded with how it ended. `count` holds the requests made.
 */
export function providerGate(
  deps: { db: Db; now: () => Date; signal?: AbortSignal | undefined; sleep?: ((ms: number) => Promise<void>) | undefined },
  key: { game: Game; kind: string },
  options: { limits?: CallLimits; delayMs?: number; count: { requests: number } },
): RequestGate {
  const { count } = options;
  return async (endpoint) => {
    if (deps.signal?.aborted) throw new SyncStopped();
    if (count.requests > 0 && options.delayMs) {
      await (deps.sleep ?? sleepMs)(options.delayMs);
      if (deps.signal?.aborted) throw new SyncStopped();
    }
    const id = await reserveCall(deps.db, { ...key, endpoint, now: deps.now() }, options.limits ?? DEFAULT_LIMITS);
    if (id === null) throw new RateLimitSkipped();
    count.requests++;
    return { done: (status) => finishCall(deps.db, id, status) };
  };
}
