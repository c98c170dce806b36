import { sseFrames } from "./sse-frames";

/** Reads tRPC's server-sent events from a streaming response, one `data:` payload at a time. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const frames = sseFrames(body);
  return {
    /** The next data event's payload, or null when the stream ends. tRPC's connected and ping events are skipped. */
    async next(): Promise<{ event: string; data: unknown } | null> {
      for (;;) {
        const frame = await frames.nextEvent();
        if (frame === null) return null;
        if (frame.event === "message") return { event: frame.event, data: JSON.parse(frame.data!) };
      }
    },
    cancel: frames.cancel,
  };
}
