/** Reads server-sent events from a streaming response, one `data:` payload at a time. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    /** The next data event's payload, or null when the stream ends. tRPC's connected and ping events are skipped. */
    async next(): Promise<{ event: string; data: unknown } | null> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const event =
            lines
              .find((l) => l.startsWith("event:"))
              ?.slice(6)
              .trim() ?? "message";
          const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim());
          if (event !== "message" || data.length === 0) continue;
          return { event, data: JSON.parse(data.join("\n")) };
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
