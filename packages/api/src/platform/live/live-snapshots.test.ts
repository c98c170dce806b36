import { describe, expect, it } from "vitest";
import { ChangeFeed } from "./change-feed";
import { liveSnapshots } from "./live-snapshots";
import type { SyncChange } from "../../jobs/sync-changes";

/** A snapshot reader counting its reads, which can be held open to see changes arrive meanwhile. */
function reader() {
  let reads = 0;
  let hold: Promise<void> | null = null;
  return {
    get reads() {
      return reads;
    },
    holdNext() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return release;
    },
    read: async () => {
      reads++;
      const h = hold;
      hold = null;
      await h;
      return reads;
    },
  };
}

describe("live snapshots", () => {
  it("sends the current state at once (also how a reconnect resumes), then once per change", async () => {
    const feed = new ChangeFeed<SyncChange>();
    const r = reader();
    const stream = liveSnapshots({ changes: feed, read: r.read, stillAllowed: async () => true, refreshMs: 3_600_000 });
    expect((await stream.next()).value).toBe(1);
    const second = stream.next();
    feed.publish("progress");
    expect((await second).value).toBe(2);
    await stream.return(undefined);
  });

  it("folds changes that arrive while a snapshot is read into one more read", async () => {
    const feed = new ChangeFeed<SyncChange>();
    const r = reader();
    const stream = liveSnapshots({ changes: feed, read: r.read, stillAllowed: async () => true, refreshMs: 3_600_000 });
    const release = r.holdNext();
    const first = stream.next();
    await expect.poll(() => r.reads).toBe(1);
    for (let i = 0; i < 5; i++) feed.publish("progress");
    release();
    expect((await first).value).toBe(1);
    expect((await stream.next()).value).toBe(2);
    // Nothing more is pending: the next read waits for a change.
    let settled = false;
    const third = stream.next().then((v) => ((settled = true), v));
    await Promise.resolve();
    expect(settled).toBe(false);
    feed.publish("status");
    expect((await third).value).toBe(3);
    await stream.return(undefined);
  });

  it("ends when the session or the admin role is gone, and when the client leaves", async () => {
    const feed = new ChangeFeed<SyncChange>();
    let allowed = true;
    const r = reader();
    const stream = liveSnapshots({ changes: feed, read: r.read, stillAllowed: async () => allowed, refreshMs: 3_600_000 });
    await stream.next();
    allowed = false;
    const next = stream.next();
    feed.publish("progress");
    expect(await next).toEqual({ done: true, value: undefined });

    const abort = new AbortController();
    const other = liveSnapshots({ changes: feed, read: r.read, stillAllowed: async () => true, signal: abort.signal, refreshMs: 3_600_000 });
    await other.next();
    const pending = other.next();
    abort.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    // Unsubscribed on the way out: a later change reads nothing.
    const reads = r.reads;
    feed.publish("progress");
    await Promise.resolve();
    expect(r.reads).toBe(reads);
  });
});
