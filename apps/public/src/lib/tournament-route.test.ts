import { describe, expect, it } from "vitest";
import { tournamentLookupFromParams } from "./tournament-route";

describe("tournamentLookupFromParams", () => {
  it("reads game, id and a URL-encoded name", () => {
    expect(tournamentLookupFromParams({ game: "cs2", id: "42", name: "Baltic%20League%20-%20Finals" })).toEqual({
      game: "cs2",
      id: 42,
      name: "Baltic League - Finals",
      slug: null,
    });
  });
  it("reads game and name without an id", () => {
    expect(tournamentLookupFromParams({ game: "lol", name: "Worlds%202026" })).toEqual({ game: "lol", id: null, name: "Worlds 2026", slug: null });
  });
  it("reads a slug", () => {
    expect(tournamentLookupFromParams({ slug: "worlds-2026" })).toEqual({ game: null, id: null, name: null, slug: "worlds-2026" });
  });
  it("falls back to the name when the id is not a positive number", () => {
    expect(tournamentLookupFromParams({ game: "dota2", id: "abc", name: "TI" })).toEqual({ game: "dota2", id: null, name: "TI", slug: null });
    expect(tournamentLookupFromParams({ game: "dota2", id: "0", name: "TI" })?.id).toBeNull();
  });
  it("refuses an unknown game or nothing to look up", () => {
    expect(tournamentLookupFromParams({ game: "chess", id: "1", name: "x" })).toBeNull();
    expect(tournamentLookupFromParams({ game: "cs2", name: "%20" })).toBeNull();
  });
  it("keeps a malformed escape as written", () => {
    expect(tournamentLookupFromParams({ game: "cs2", name: "100%" })?.name).toBe("100%");
  });
  it.each([
    { slug: "a%00b" },
    { slug: "a%0Ab" },
    { slug: "%7F" },
    { slug: "worlds-2026%0A" },
    { slug: "%09worlds-2026" },
    { slug: "a\u0000b" },
    { game: "cs2", name: "Major%1F" },
    { game: "cs2", id: "42", name: "Major%00" },
    { game: "cs2", id: "42%00", name: "Major" },
  ])("names no tournament when a segment holds a control character: %j", (params) => {
    expect(tournamentLookupFromParams(params)).toBeNull();
  });
});
