/** One server-sent event as the wire carried it: its id, event name and data, or a comment line. */
export type SseFrame = { id: string | null; event: string; data: string | null; comment: string | null };

/**
 * Reads server-sent events from a streaming response frame by frame, comments and `retry:` lines
 * included (the live streams' heartbeats are comments). `next()` resolves with null when the
 * stream ends or its connection is dropped.
 */
export function sseFrames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<SseFrame | null> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            lines
              .find((l) => l.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim() ?? null;
          const comment =
            lines
              .find((l) => l.startsWith(":"))
              ?.slice(1)
              .trim() ?? null;
          return { id: field("id"), event: field("event") ?? "message", data: field("data"), comment };
        }
        // A connection the server dropped ends the stream as a browser sees it: it reconnects.
        const read = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (read.done) return null;
        const value = read.value;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next frame that carries an event (skips `retry:` and comments). */
    async nextEvent(): Promise<SseFrame | null> {
      for (;;) {
        const frame = await this.next();
        if (frame === null || frame.data !== null) return frame;
      }
    },
    cancel: () => reader.cancel(),
  };
}
