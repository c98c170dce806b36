import { Readable } from "node:stream";
import { createGzip } from "node:zlib";

/**
 * Hostile answers for the fake providers (fake-odds, fake-pandascore), made chunk by chunk as the
 * client reads them: a client that stops reading stops the making, and `count` says how much was
 * made (before compression), so a test can tell that a read was cut short.
 */
export type ByteCount = { bytes: number };

/** A readable body from a generator of chunks, counting into `count` what the reader took. */
export function generatedBody(chunks: () => Generator<Buffer>, count: ByteCount): Readable {
  return Readable.from(
    (function* () {
      for (const chunk of chunks()) {
        count.bytes += chunk.byteLength;
        yield chunk;
      }
    })(),
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
}

/** A JSON list of blanks `inflatedBytes` long, gzip-compressed: a gigabyte is about a megabyte on the wire. Send with `content-encoding: gzip`. */
export function gzipBomb(inflatedBytes: number, count: ByteCount): Readable {
  const blank = Buffer.alloc(1024 * 1024, 0x20);
  const body = generatedBody(function* () {
    yield Buffer.from("[");
    for (let sent = 2; sent < inflatedBytes; sent += blank.byteLength) yield blank;
    yield Buffer.from("]");
  }, count);
  return body.pipe(createGzip({ level: 1 }));
}

/** Copies of `items` as one plain JSON list of about `bytes`. */
export function repeatedList(items: readonly unknown[], bytes: number, count: ByteCount): Readable {
  const copy = Buffer.from(JSON.stringify(items).slice(1, -1));
  return generatedBody(function* () {
    yield Buffer.from("[");
    for (let sent = 2; sent < bytes; sent += copy.byteLength + 1) yield Buffer.concat([copy, Buffer.from(sent + copy.byteLength + 1 < bytes ? "," : "]")]);
  }, count);
}
