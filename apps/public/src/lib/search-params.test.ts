import { describe, expect, it } from "vitest";
import { gameFromSearch, parseTournamentStatusFilter, tournamentFiltersFromSearch, withParam } from "./search-params";

describe("withParam", () => {
  it("sets a value and keeps other parameters", () => {
    expect(withParam("/tournaments", "status=running", "game", "cs2")).toBe("/tournaments?status=running&game=cs2");
  });
  it("removes the parameter for 'all'", () => {
    expect(withParam("/streams", "game=lol", "game", "all")).toBe("/streams");
    expect(withParam("/tournaments", "?game=lol&status=upcoming", "game", "all")).toBe("/tournaments?status=upcoming");
  });
});

describe("filters from the query string", () => {
  it("accepts only the four games", () => {
    expect(gameFromSearch("game=dota2")).toBe("dota2");
    expect(gameFromSearch("game=fifa")).toBe("all");
    expect(gameFromSearch("")).toBe("all");
  });
  it("accepts running and upcoming statuses only", () => {
    expect(parseTournamentStatusFilter("running")).toBe("running");
    expect(parseTournamentStatusFilter("finished")).toBe("all");
    expect(parseTournamentStatusFilter(null)).toBe("all");
  });
  it("ignores an invalid game on the tournaments page", () => {
    expect(tournamentFiltersFromSearch(new URLSearchParams("game=chess&status=upcoming"))).toEqual({ game: "all", status: "upcoming", query: "" });
  });
});

describe("tournament search (the WebSite SearchAction target)", () => {
  it("reads q from the URL, trimmed", () => {
    expect(tournamentFiltersFromSearch(new URLSearchParams("q=%20masters%20&game=lol")).query).toBe("masters");
  });
  it("reads control characters in q as spaces between words (the server refuses them in text)", () => {
    expect(tournamentFiltersFromSearch(new URLSearchParams("q=frost%00line%0A")).query).toBe("frost line");
  });
});
