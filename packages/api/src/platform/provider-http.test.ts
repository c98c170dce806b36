import { describe, expect, it } from "vitest";
import { BodyTooLargeError, describeBytes, isRefusedRedirect, readCappedText } from "./provider-http";

/** A response whose body arrives in these chunks, recording whether the reader cancelled the rest. */
function chunked(chunks: readonly string[]) {
  const state = { pulled: 0, cancelled: false };
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = bytes[state.pulled++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { res: new Response(body), state };
}

describe("readCappedText", () => {
  it("reads a body up to and including the cap, a character split across chunks kept whole", async () => {
    const euro = new TextEncoder().encode("€"); // three bytes
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(euro.subarray(0, 1));
        controller.enqueue(euro.subarray(1));
        controller.enqueue(new TextEncoder().encode("ab"));
        controller.close();
      },
    });
    expect(await readCappedText(new Response(body), 5)).toBe("€ab");
  });

  it("throws past the cap and cancels the rest, which is never read", async () => {
    const { res, state } = chunked(["1234", "5678", "9", "never read"]);
    await expect(readCappedText(res, 8)).rejects.toThrow(new BodyTooLargeError(8));
    expect(state.pulled).toBeLessThan(4);
    expect(state.cancelled).toBe(true);
  });

  it("with truncate, returns the body's first bytes up to the cap", async () => {
    const { res, state } = chunked(["1234", "5678", "never read"]);
    expect(await readCappedText(res, 6, { truncate: true })).toBe("123456");
    expect(state.cancelled).toBe(true);
  });

  it("reads no body as empty text", async () => {
    expect(await readCappedText(new Response(null, { status: 204 }), 10)).toBe("");
  });
});

describe("describeBytes and isRefusedRedirect", () => {
  it("says a cap in MiB, KiB or bytes", () => {
    expect(describeBytes(16 * 1024 * 1024)).toBe("16 MiB");
    expect(describeBytes(64 * 1024)).toBe("64 KiB");
    expect(describeBytes(900)).toBe("900 bytes");
  });

  it("knows fetch's refused redirect from another failure", () => {
    expect(isRefusedRedirect(new TypeError("fetch failed", { cause: new Error("unexpected redirect") }))).toBe(true);
    expect(isRefusedRedirect(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }))).toBe(false);
    expect(isRefusedRedirect("unexpected redirect")).toBe(false);
  });
});
