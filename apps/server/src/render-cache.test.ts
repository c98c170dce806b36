import { describe, expect, it } from "vitest";
import { RenderCache } from "./render-cache";

describe("RenderCache", () => {
  it("reuses a render within its time-to-live and renders again after it", async () => {
    let t = 0;
    let renders = 0;
    const cache = new RenderCache<number>(1000, 10, () => t);
    const produce = async () => ++renders;
    expect(await cache.get("/", produce)).toBe(1);
    t = 999;
    expect(await cache.get("/", produce)).toBe(1);
    t = 1000;
    expect(await cache.get("/", produce)).toBe(2);
  });

  it("shares one render between concurrent requests for the same URL", async () => {
    let renders = 0;
    const cache = new RenderCache<number>(1000, 10);
    const produce = () => new Promise<number>((resolve) => setTimeout(() => resolve(++renders), 10));
    const results = await Promise.all([cache.get("/a", produce), cache.get("/a", produce), cache.get("/a", produce)]);
    expect(results).toEqual([1, 1, 1]);
  });

  it("does not keep a failed render and stays within its size bound", async () => {
    let renders = 0;
    const cache = new RenderCache<number>(1000, 2);
    await expect(cache.get("/x", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("/x", async () => ++renders)).toBe(1);
    await cache.get("/y", async () => ++renders);
    await cache.get("/z", async () => ++renders);
    expect(await cache.get("/x", async () => 99)).toBe(99);
  });
});
