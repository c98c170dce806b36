/** One server-sent event as the wire carried it: its id, event name and data (its lines joined), or a comment line. */
export type SseFrame = { id: string | null; event: string; data: string | null; comment: string | null };

/**
 * Reads server-sent events from a streaming response frame by frame, comments and `retry:` lines
 * included (the live streams' heartbeats are comments). `next()` resolves with null when the
 * stream ends; a dropped connection rejects, or with `droppedAsEnd` ends it too (as a browser
 * sees it: it reconnects either way).
 */
export function sseFrames(body: ReadableStream<Uint8Array>, options: { droppedAsEnd?: boolean } = {}) {
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
          const values = (name: string) => lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).trim());
          const data = values("data");
          const comment =
            lines
              .find((l) => l.startsWith(":"))
              ?.slice(1)
              .trim() ?? null;
          return { id: values("id")[0] ?? null, event: values("event")[0] ?? "message", data: data.length ? data.join("\n") : null, comment };
        }
        const read = options.droppedAsEnd ? await reader.read().catch(() => ({ value: undefined, done: true as const })) : await reader.read();
        if (read.done) return null;
        buffer += decoder.decode(read.value, { stream: true });
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
