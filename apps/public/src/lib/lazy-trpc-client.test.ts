import { describe, expect, it } from "vitest";
import { lazyTrpcClient } from "./lazy-trpc-client";
import type { PublicClient } from "./trpc";

describe("lazyTrpcClient", () => {
  it("loads the real client on the first call only, and replays each call's path, method and input on it", async () => {
    const calls: unknown[] = [];
    let loads = 0;
    const real = {
      matches: { upcoming: { query: (input: unknown) => Promise.resolve(calls.push(["matches.upcoming", input])) } },
      events: { track: { mutate: (input: unknown) => Promise.resolve(calls.push(["events.track", input])) } },
    };
    const client = lazyTrpcClient(() => {
      loads++;
      return Promise.resolve(real as unknown as PublicClient);
    });
    expect(loads).toBe(0);
    const c = client as unknown as typeof real;
    await Promise.all([c.matches.upcoming.query({ game: "cs2" }), c.events.track.mutate({ n: 1 })]);
    await c.matches.upcoming.query({ game: "all" });
    expect(loads).toBe(1);
    expect(calls).toEqual([
      ["matches.upcoming", { game: "cs2" }],
      ["events.track", { n: 1 }],
      ["matches.upcoming", { game: "all" }],
    ]);
  });

  it("passes the real client's rejection to the caller", async () => {
    const client = lazyTrpcClient(() =>
      Promise.resolve({ teams: { detail: { query: () => Promise.reject(new Error("NOT_FOUND")) } } } as unknown as PublicClient),
    );
    await expect((client as unknown as { teams: { detail: { query: (i: unknown) => Promise<unknown> } } }).teams.detail.query({ id: 1 })).rejects.toThrow(
      "NOT_FOUND",
    );
  });

  it("passes each call's options on, so an abort signal cancels the real request", async () => {
    const seen: unknown[] = [];
    const real = { search: { suggest: { query: (_input: unknown, opts?: { signal?: AbortSignal }) => Promise.resolve(seen.push(opts?.signal)) } } };
    const client = lazyTrpcClient(() => Promise.resolve(real as unknown as PublicClient)) as unknown as typeof real;
    const controller = new AbortController();
    await client.search.suggest.query({ q: "north" }, { signal: controller.signal });
    expect(seen).toEqual([controller.signal]);
  });
});
