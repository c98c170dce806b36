/** `done` holds the value once its render finished (undefined while it runs). */
type Entry<T> = { at: number; value: Promise<T>; bytes: number; done?: T };

/**
 * A time-boxed cache of rendered pages with single-flight: concurrent requests for the same key
 * share one render. Bounded by the bytes its values hold (a page's HTML and its compressed copies),
 * so a few large pages cannot push the process past its memory and many small ones are not cut at
 * an arbitrary count; the oldest goes first. Expired entries are dropped as soon as the cache is
 * used again, not kept until something pushes them out.
 */
export class RenderCache<T> {
  /** In insertion order, which is also expiry order: every entry lives the same time. */
  private entries = new Map<string, Entry<T>>();
  private totalBytes = 0;

  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: T) => number;
  private readonly clock: () => number;

  /**
   * Named options: with positional ones a caller once passed its clock where the size belonged (both
   * are functions returning a number), and every value counted as too big to keep.
   */
  constructor(opts: { ttlMs: number; maxBytes: number; sizeOf: (value: T) => number; clock?: () => number }) {
    this.ttlMs = opts.ttlMs;
    this.maxBytes = opts.maxBytes;
    this.sizeOf = opts.sizeOf;
    this.clock = opts.clock ?? Date.now;
  }

  get(key: string, produce: () => Promise<T>): Promise<T> {
    const now = this.clock();
    this.dropExpired(now);
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    if (this.ttlMs <= 0) return produce();
    const value = produce();
    const entry: Entry<T> = { at: now, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (page) => {
        // Counted once the render is done, if it is still the entry (not cleared or replaced meanwhile).
        if (this.entries.get(key) !== entry) return;
        entry.done = page;
        entry.bytes = this.sizeOf(page);
        this.totalBytes += entry.bytes;
        this.evictOverBudget();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    return value;
  }

  /** The bytes the finished renders hold (for the budget and its tests). */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /**
   * Drops the finished entries `touched` says a change concerns, and every render still running
   * (what it read may predate the change, and what it will show is not known yet).
   */
  drop(touched: (value: T) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (entry.done === undefined || touched(entry.done)) this.remove(key, entry);
    }
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.ttlMs) break;
      this.remove(key, entry);
    }
  }

  private evictOverBudget() {
    for (const [key, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
