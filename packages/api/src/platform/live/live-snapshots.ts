import type { ChangeSource } from "./change-feed";

/** Also re-read every so often with no notification: what a screen shows may move with time alone (a quota, a job coming due). */
export const LIVE_REFRESH_MS = 30_000;

/**
 * Yields a snapshot at once (which is also how a reconnecting client resumes: it gets the current
 * state, whatever it missed), then a fresh one after each change. Changes arriving while a
 * snapshot is read are folded into the next read. Ends when `stillAllowed` says the caller's
 * session or role is gone, or when the client goes away. `recheck` asks that question at once
 * (the session may just have ended) instead of at the next change or refresh.
 */
export async function* liveSnapshots<T, C>(opts: {
  changes: ChangeSource<C>;
  read: () => Promise<T>;
  stillAllowed: () => Promise<boolean>;
  recheck?: ChangeSource<unknown> | undefined;
  signal?: AbortSignal | undefined;
  refreshMs?: number;
}): AsyncGenerator<T> {
  let dirty = true;
  let wake: (() => void) | null = null;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  const off = opts.changes.subscribe(poke);
  const offRecheck = opts.recheck?.subscribe(poke);
  const timer = setInterval(poke, opts.refreshMs ?? LIVE_REFRESH_MS);
  timer.unref();
  const onAbort = () => wake?.();
  opts.signal?.addEventListener("abort", onAbort);
  try {
    while (!opts.signal?.aborted) {
      if (!dirty) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      if (opts.signal?.aborted) break;
      dirty = false;
      if (!(await opts.stillAllowed())) break;
      yield await opts.read();
    }
  } finally {
    off();
    offRecheck?.();
    clearInterval(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}
