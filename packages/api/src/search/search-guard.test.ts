import { describe, expect, it } from "vitest";
import { SearchGuard } from "./search-guard";
import type { SearchResults } from "./search-site";

const answer = (query: string, n: number): SearchResults => ({
  query,
  teams: [{ id: n, game: "cs2", name: `${query} ${n}`, acronym: null }],
  tournaments: [],
  matches: [],
});

/** A search that answers when told to, counting how often it ran: what the guard saves is searches. */
function controlledSearch() {
  const state = { runs: 0, release: [] as (() => void)[] };
  const search = (query: string) => () => {
    state.runs++;
    const n = state.runs;
    return new Promise<SearchResults>((resolve) => state.release.push(() => resolve(answer(query, n))));
  };
  const releaseAll = () => state.release.splice(0).forEach((r) => r());
  return { state, search, releaseAll };
}

describe("search guard", () => {
  it("runs one search for callers asking the same at once, spending one search of one address", async () => {
    const guard = new SearchGuard({ perAddressPerMinute: 1, cacheTtlMs: 30_000, cacheEntries: 10 });
    const { state, search, releaseAll } = controlledSearch();
    const first = guard.answer("198.51.100.7", "navi", search("navi"));
    const second = guard.answer("198.51.100.7", "navi", search("navi"));
    releaseAll();
    expect(await first).toEqual(answer("navi", 1));
    expect(await second).toBe(await first);
    expect(state.runs).toBe(1);
    // The one allowance went on the first: a different query from the address is refused.
    await expect(guard.answer("198.51.100.7", "fnatic", search("fnatic"))).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("forgets its answers when told the data changed, and keeps none read before", async () => {
    const guard = new SearchGuard({ perAddressPerMinute: 100, cacheTtlMs: 30_000, cacheEntries: 10 });
    const { state, search, releaseAll } = controlledSearch();
    const cached = guard.answer(null, "navi", search("navi"));
    releaseAll();
    await cached;
    expect(await guard.answer(null, "navi", search("navi"))).toEqual(answer("navi", 1));

    guard.forgetAnswers();
    const reread = guard.answer(null, "navi", search("navi"));
    // Changed again while that search runs: its answer is handed to its caller, never kept.
    guard.forgetAnswers();
    const afterSecondChange = guard.answer(null, "navi", search("navi"));
    releaseAll();
    expect(await reread).toEqual(answer("navi", 2));
    expect(await afterSecondChange).toEqual(answer("navi", 3));
    expect(state.runs).toBe(3);
    expect(await guard.answer(null, "navi", search("navi"))).toEqual(answer("navi", 3));
    expect(state.runs).toBe(3);
  });

  it("shares nothing when the cache is off (the bench measures every search)", async () => {
    const guard = new SearchGuard({ perAddressPerMinute: 100, cacheTtlMs: 0, cacheEntries: 0 });
    const { state, search, releaseAll } = controlledSearch();
    const both = Promise.all([guard.answer(null, "navi", search("navi")), guard.answer(null, "navi", search("navi"))]);
    releaseAll();
    await both;
    expect(state.runs).toBe(2);
  });
});
