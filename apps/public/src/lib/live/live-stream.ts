import { SECOND_MS, type PublicLiveState } from "@eb/api/shared";

export type LiveStream = { close(): void };
type Listener = (event: MessageEvent<string>) => void;

/** 1, 2, 4 ... seconds between openings after a refusal, at most 30. */
const reopenDelayMs = (failures: number) => Math.min(SECOND_MS * 2 ** Math.min(failures - 1, 5), 30 * SECOND_MS);

/**
 * A live stream (`/api/live/...?after=<id>`) that does not give up. The browser's EventSource
 * reconnects by itself after a dropped connection, but a reconnect answered with anything but a
 * stream ends it for good: an instance that is shutting down answers 503 on a connection still open
 * to it, a proxy 502 during a deploy. Then the stream is opened again after a growing pause, from
 * the last event id it received, so nothing between is missed.
 */
export function openLiveStream(path: string, after: number, listeners: Record<string, Listener>): LiveStream {
  let last = after;
  let failures = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource;
  const open = () => {
    source = new EventSource(`${path}?after=${last}`);
    source.addEventListener("open", () => (failures = 0));
    for (const [type, listener] of Object.entries(listeners))
      source.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        const id = Number(message.lastEventId);
        if (Number.isSafeInteger(id) && id > last) last = id;
        listener(message);
      });
    source.addEventListener("error", () => {
      if (closed || source.readyState !== EventSource.CLOSED) return;
      failures += 1;
      timer = setTimeout(open, reopenDelayMs(failures));
    });
  };
  open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source.close();
    },
  };
}

/** The JSON of a `state` event, when it is one (a stream is the server's, but a proxy may mangle it). */
export function parseLiveState(data: string): PublicLiveState | null {
  try {
    const value = JSON.parse(data) as Partial<PublicLiveState>;
    if (typeof value.matchId !== "number" || typeof value.status !== "string" || !Array.isArray(value.maps)) return null;
    return value as PublicLiveState;
  } catch {
    return null;
  }
}
