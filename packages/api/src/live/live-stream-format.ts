import type { LiveEvent } from "./live-events";

/**
 * The wire format of the live streams (server-sent events): each change is an `id:` (the live
 * log's id, which `Last-Event-ID` sends back on a reconnect), an `event:` and one JSON `data:` line.
 */
export const liveEventFrame = (event: LiveEvent) => `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.state)}\n\n`;

/**
 * A match's prices changed (any feed, pre-match or in play): its page reads them again. No `id:`:
 * prices are not in the live log, and a page that reconnects reads them again anyway.
 */
export const PRICES_FRAME = (matchId: number) => `event: prices\ndata: {"matchId":${matchId}}\n\n`;

/** Told to a client whose resume point is older than the log keeps: it reloads the page's state instead. */
export const RESET_FRAME = "event: reset\ndata: {}\n\n";

/** The first bytes of every stream: how long a browser waits before it reconnects. */
export const RETRY_FRAME = (ms: number) => `retry: ${ms}\n\n`;

/** A comment line: keeps proxies from closing an idle stream, and shows nothing to the page. */
export const HEARTBEAT_FRAME = ": heartbeat\n\n";

/** A resume point from `Last-Event-ID` or `?after=`: a live log id, or null when absent or not one. */
export function parseResumeId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
