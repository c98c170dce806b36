import { LruMap } from "../lru-map";

/**
 * Fixed-window counter per key (the client address), kept in memory and bounded.
 * Per process on purpose: it only protects the beacon endpoint from floods; with several
 * instances each enforces its own window, so the effective limit scales with instances.
 * The key (an IP address) lives only in this map for the current window and is never stored.
 * Past `maxKeys` the least recently seen key is forgotten: refusing every key the map has no
 * room for would refuse every new visitor once a flood of addresses had filled it.
 */
export class WindowRateLimiter {
  private windowStart = 0;
  private readonly counts: LruMap<string, number>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    maxKeys = 100_000,
  ) {
    this.counts = new LruMap(maxKeys);
  }

  /** True when the request is allowed. */
  hit(key: string): boolean {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      this.windowStart = t;
      this.counts.clear();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= this.limit;
  }
}
