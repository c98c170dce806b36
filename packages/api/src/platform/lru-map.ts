/**
 * A Map with a size bound that forgets the least recently used key to make room, so an in-memory
 * limit keyed by what anonymous callers send keeps working (and keeps its memory) however many
 * keys arrive. A forgotten key starts afresh: fine for limits, where the flood that evicts it has
 * its own keys to spend anyway.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxKeys: number) {
    if (!(maxKeys >= 1)) throw new Error("an LruMap holds at least one key");
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    // Map iterates in insertion order, and get() re-inserts: the first key is the least recent.
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value as K);
  }

  clear(): void {
    this.entries.clear();
  }
}
