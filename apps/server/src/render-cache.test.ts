import { describe, expect, it } from "vitest";
import { RenderCache } from "./render-cache";

/** Values are their own size in bytes. */
const sized = (ttlMs: number, maxBytes: number, clock?: () => number) => new RenderCache<number>({ ttlMs, maxBytes, sizeOf: (n) => n, clock });
/** Resolves once the cache has counted a finished render (it counts in the render's own then). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("RenderCache", () => {
  it("reuses a render within its time-to-live and renders again after it", async () => {
    let t = 0;
    let renders = 0;
    const cache = sized(1000, 1000, () => t);
    const produce = async () => ++renders;
    expect(await cache.get("/", produce)).toBe(1);
    t = 999;
    expect(await cache.get("/", produce)).toBe(1);
    t = 1000;
    expect(await cache.get("/", produce)).toBe(2);
  });

  it("shares one render between concurrent requests for the same URL", async () => {
    let renders = 0;
    const cache = sized(1000, 1000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = () => gate.then(() => ++renders);
    const all = Promise.all([cache.get("/a", produce), cache.get("/a", produce), cache.get("/a", produce)]);
    release();
    expect(await all).toEqual([1, 1, 1]);
  });

  it("does not keep a failed render", async () => {
    const cache = sized(1000, 1000);
    await expect(cache.get("/x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await settled();
    expect(await cache.get("/x", async () => 7)).toBe(7);
    expect(cache.size).toBe(1);
  });

  it("stays within its byte budget, dropping the oldest renders first", async () => {
    const cache = sized(1000, 100);
    await cache.get("/a", async () => 40);
    await cache.get("/b", async () => 40);
    await settled();
    expect(cache.bytes).toBe(80);
    await cache.get("/c", async () => 30);
    await settled();
    // 110 bytes is over 100: /a (the oldest) goes, /b and /c stay.
    expect(cache.bytes).toBe(70);
    expect(await cache.get("/a", async () => 1)).toBe(1);
    expect(await cache.get("/b", async () => 99)).toBe(40);
  });

  it("drops expired renders as soon as it is used again, freeing their bytes", async () => {
    let t = 0;
    const cache = sized(1000, 10_000, () => t);
    for (const key of ["/a", "/b", "/c"]) await cache.get(key, async () => 100);
    await settled();
    expect(cache.bytes).toBe(300);
    t = 1500;
    await cache.get("/d", async () => 5);
    await settled();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(5);
  });

  it("forgets everything on clear, bytes included", async () => {
    const cache = sized(1000, 1000);
    await cache.get("/a", async () => 50);
    await settled();
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(await cache.get("/a", async () => 3)).toBe(3);
  });

  it("drops only the finished renders a change touches, and every render still running", async () => {
    const cache = sized(1000, 10_000);
    for (const [key, size] of [
      ["/a", 10],
      ["/b", 20],
      ["/c", 30],
    ] as const)
      await cache.get(key, async () => size);
    await settled();
    let finish: (n: number) => void = () => undefined;
    const running = cache.get("/d", () => new Promise<number>((resolve) => (finish = resolve)));
    cache.drop((size) => size === 20);
    finish(40);
    expect(await running).toBe(40);
    await settled();
    // /b was touched and /d was still rendering: both render again; /a and /c are kept with their bytes.
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(40);
    expect(await cache.get("/a", async () => 1)).toBe(10);
    expect(await cache.get("/b", async () => 2)).toBe(2);
    expect(await cache.get("/d", async () => 4)).toBe(4);
  });
});
