/** A LISTEN connection's state, as `listenForNotifications` reports it. */
export type Listening = { connected: () => boolean };

/**
 * The LISTEN connections of this instance (content changes, sync activity, analytics ingest), for
 * /readyz: while one is down (reconnecting) this instance may serve stale pages or miss queued work.
 */
export class ListenStatus {
  private readonly listeners = new Map<string, Listening>();

  add(channel: string, listener: Listening): void {
    this.listeners.set(channel, listener);
  }

  /** The channels whose connection is not listening right now. */
  disconnected(): string[] {
    return [...this.listeners].filter(([, l]) => !l.connected()).map(([channel]) => channel);
  }
}
