/**
 * Reading an outside provider's HTTP answer without trusting its size or where it points. Shared by
 * the esports sync's PandaScore client and the odds domain's The Odds API client: a provider (or
 * whoever sits between us and it) could otherwise send a small gzip that inflates to gigabytes, a
 * body too large to hold as one string, or a redirect to another host with our key in the query.
 *
 * - `providerFetchInit` is the init every provider request starts from: `redirect: "error"`, so a
 *   3xx fails the request instead of being followed (providers answer their API URLs directly).
 * - `readCappedText` streams the body and counts the bytes after decompression (fetch inflates gzip,
 *   deflate and brotli before the stream hands them over), and stops reading, cancelling the
 *   connection, as soon as the count passes the cap: memory stays within the cap, whatever the
 *   Content-Length or Content-Encoding say.
 */

export const PROVIDER_REDIRECT: RequestRedirect = "error";

/** The part of a provider request's init that no client may change. */
export const providerFetchInit = { redirect: PROVIDER_REDIRECT } as const satisfies RequestInit;

const MIB = 1024 * 1024;

/** "16 MiB", "64 KiB", "900 bytes": the cap as the error says it. */
export function describeBytes(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** The answer's body passed its cap (counted after decompression); reading stopped there. */
export class BodyTooLargeError extends Error {
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`answer larger than ${describeBytes(limitBytes)} after decompression; reading stopped`);
    this.name = "BodyTooLargeError";
    this.limitBytes = limitBytes;
  }
}

/** A 3xx that `redirect: "error"` refused: fetch fails with "fetch failed", caused by "unexpected redirect". */
export function isRefusedRedirect(err: unknown): boolean {
  return err instanceof Error && err.cause instanceof Error && err.cause.message === "unexpected redirect";
}

/**
 * The body as UTF-8 text, at most `maxBytes` bytes of it after decompression. Past the cap it throws
 * BodyTooLargeError, or with `truncate` returns what it read up to the cap (for error bodies, of which
 * only the start is shown). Either way the rest is never read: the stream is cancelled.
 */
export async function readCappedText(res: Response, maxBytes: number, options: { truncate?: boolean } = {}): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  // Pieces joined once at the end: appending to one string would copy it on every chunk.
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - bytes;
      if (value.byteLength > room) {
        if (!options.truncate) throw new BodyTooLargeError(maxBytes);
        parts.push(decoder.decode(value.subarray(0, room)));
        break;
      }
      bytes += value.byteLength;
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join("");
  } finally {
    // Stops the download (and the inflation) of whatever is left; a finished stream ignores it.
    await reader.cancel().catch(() => {});
  }
}
