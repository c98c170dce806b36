import { loadRunningTests, type RunningTest } from "@eb/api";
import type { Db } from "@eb/db";
import { RenderCache } from "./render-cache";

/** What the page renderer and the beacon endpoint read of the running A/B tests. */
export type RunningTests = { get: () => Promise<RunningTest[]> };

/**
 * This instance's copy of the running tests, read on every page render and beacon. The caller drops
 * it on the "experiments" content notification; it is re-read after `ttlMs` anyway, so a missed
 * notification costs seconds, not a wrong variant for long.
 */
export function runningTestsCache(db: Db, ttlMs: number, clock: () => number): RunningTests & { clear: () => void } {
  // One entry, bounded by count rather than bytes: a size of 0 against a budget of 0 keeps it.
  const cache = new RenderCache<RunningTest[]>({ ttlMs, maxBytes: 0, sizeOf: () => 0, clock });
  return { get: () => cache.get("running", () => loadRunningTests(db)), clear: () => cache.clear() };
}
