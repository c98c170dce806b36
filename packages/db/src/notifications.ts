import pg from "pg";
import type { DbHandle } from "./client";

export type NotificationListener = {
  /** Resolves once LISTEN is in place: a notification committed after this is delivered. */
  ready: Promise<void>;
  /** Stops listening and closes the dedicated connection. */
  close: () => Promise<void>;
  /** True while LISTEN is in place; false before it first is, while reconnecting, and after close (readiness reports it). */
  connected: () => boolean;
};

export type ListenOptions = {
  /** Called with each notification's payload. */
  onNotify: (payload: string) => void;
  /**
   * Called after a lost connection is back and listening again. Notifications sent while it was
   * down are gone, so the caller must treat this as "anything may have changed".
   */
  onReconnect?: () => void;
  onError?: (err: Error) => void;
  /** Delay before reconnecting, doubled per failed attempt up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

/**
 * LISTENs on a PostgreSQL channel. On pg it holds one dedicated connection outside the pool (a
 * pooled one would be handed to queries and lose its LISTEN), and reconnects when it drops; on
 * PGlite it uses the embedded database's own listen().
 */
export function listenForNotifications(handle: DbHandle, channel: string, opts: ListenOptions): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  if (handle.driver === "pglite") {
    const unlisten = handle.pglite!.listen(channel, opts.onNotify);
    let listening = false;
    let closed = false;
    return {
      ready: unlisten.then(() => {
        listening = true;
      }),
      // The embedded database lives in this process: its listener is in place until closed.
      connected: () => listening && !closed && !handle.pglite!.closed,
      close: async () => {
        closed = true;
        if (handle.pglite!.closed) return;
        await (await unlisten)().catch(() => undefined);
      },
    };
  }
  return listenOnPg(handle.pool!.options, channel, opts);
}

function listenOnPg(config: pg.PoolConfig, channel: string, opts: ListenOptions): NotificationListener {
  const retryMs = opts.retryMs ?? 250;
  const maxRetryMs = opts.maxRetryMs ?? 5_000;
  let client: pg.Client | undefined;
  let closed = false;
  let everConnected = false;
  let listening = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ ...config, keepAlive: true });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      listening = false;
      if (err) opts.onError?.(err);
      void c.end().catch(() => undefined);
      failures += 1;
      // The first retry after a working connection drops is immediate; then back off.
      const delay = failures === 1 && everConnected ? 0 : Math.min(retryMs * 2 ** (failures - 1), maxRetryMs);
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (msg) => {
      if (msg.channel === channel) opts.onNotify(msg.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      return onLost(err as Error);
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() and onLost (the client's error and end events) set them while connect() awaits; TypeScript keeps the narrowing from before the awaits (microsoft/TypeScript#9998).
    if (closed || lost) return;
    listening = true;
    failures = 0;
    if (everConnected) opts.onReconnect?.();
    everConnected = true;
    resolveReady();
  }

  void connect();
  return {
    ready,
    connected: () => listening,
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
