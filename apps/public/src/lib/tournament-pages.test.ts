import { describe, expect, it } from "vitest";
import { TOURNAMENT_MAX_PAGES } from "@eb/api/shared";
import { tournamentListSearch, tournamentPageFromSearch } from "./tournament-pages";

describe("tournament list pages", () => {
  it("reads ?page= from 1 to the most the capped count fills", () => {
    expect(TOURNAMENT_MAX_PAGES).toBe(42);
    expect(tournamentPageFromSearch("?page=4")).toBe(4);
    expect(tournamentPageFromSearch("?page=999")).toBe(TOURNAMENT_MAX_PAGES);
    for (const bad of ["", "?page=0", "?page=x"]) expect(tournamentPageFromSearch(bad)).toBe(1);
  });
  it("keys the render on the filters and the page, page 1 and unknown parameters left out", () => {
    expect(tournamentListSearch(new URLSearchParams("status=running&game=lol&page=03&cb=1"))).toBe("game=lol&status=running&page=3");
    expect(tournamentListSearch(new URLSearchParams("page=1&q=major"))).toBe("q=major");
  });
});
