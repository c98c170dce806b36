import { describe, expect, it } from "vitest";
import { BatchWriter } from "./batch-writer";

describe("BatchWriter", () => {
  it("writes in batches of maxBatch and keeps order", async () => {
    const written: number[][] = [];
    const w = new BatchWriter<number>({ write: async (rows) => void written.push(rows), maxBatch: 3, flushIntervalMs: 60_000 });
    w.add(1, 2);
    w.add(3, 4, 5, 6, 7);
    await w.flush();
    expect(written.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...written.map((b) => b.length))).toBeLessThanOrEqual(5);
    await w.close();
  });

  it("keeps a failed batch and writes it on the next flush", async () => {
    let fail = true;
    const written: number[] = [];
    const w = new BatchWriter<number>({
      write: async (rows) => {
        if (fail) throw new Error("db down");
        written.push(...rows);
      },
      flushIntervalMs: 60_000,
    });
    w.add(1, 2, 3);
    await w.flush();
    expect(written).toEqual([]);
    expect(w.pending).toBe(3);
    fail = false;
    await w.flush();
    expect(written).toEqual([1, 2, 3]);
  });

  it("flushes rows added while a write is running", async () => {
    const written: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const w = new BatchWriter<number>({
      write: async (rows) => {
        await gate;
        written.push(...rows);
      },
      flushIntervalMs: 60_000,
    });
    w.add(1);
    const first = w.flush();
    w.add(2);
    release();
    await first;
    await w.flush();
    expect(written).toEqual([1, 2]);
  });

  it("refuses rows beyond maxBuffered and after close, and writes the rest on close", async () => {
    const written: number[] = [];
    const w = new BatchWriter<number>({ write: async (rows) => void written.push(...rows), maxBuffered: 2, flushIntervalMs: 60_000, maxBatch: 100 });
    expect(w.add(1, 2)).toBe(true);
    expect(w.add(3)).toBe(false);
    await w.close();
    expect(w.add(4)).toBe(false);
    expect(written).toEqual([1, 2]);
  });
});
