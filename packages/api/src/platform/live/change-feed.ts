type Subscriber<T> = (change: T) => void;

/** What a reader of a feed needs: subscribe, and unsubscribe with the returned function. */
export type ChangeSource<T> = { subscribe(fn: Subscriber<T>): () => void };

/**
 * One server instance's in-process feed of changes it learned of (from PostgreSQL LISTEN), read
 * by caches and live streams.
 */
export class ChangeFeed<T> implements ChangeSource<T> {
  private subscribers = new Set<Subscriber<T>>();

  subscribe(fn: Subscriber<T>): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  publish(change: T): void {
    for (const fn of [...this.subscribers]) fn(change);
  }

  /** The next change published (after every subscriber has seen it); tests wait on this. */
  next(): Promise<T> {
    return new Promise((resolve) => {
      const off = this.subscribe((change) => {
        off();
        queueMicrotask(() => resolve(change));
      });
    });
  }
}
