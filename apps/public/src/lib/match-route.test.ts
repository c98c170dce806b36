import { describe, expect, it } from "vitest";
import { entityFromParams, entityRenderPath } from "./match-route";

describe("match and team page URLs", () => {
  it("read the game in any case and a plain positive id", () => {
    expect(entityFromParams({ game: "cs2", id: "42", slug: "a-vs-b" })).toEqual({ game: "cs2", id: 42 });
    expect(entityFromParams({ game: "DOTA2", id: "7" })).toEqual({ game: "dota2", id: 7 });
  });

  it("name nothing for an unknown game or an id that is not a positive safe integer", () => {
    for (const params of [
      { game: "fortnite", id: "1" },
      { game: "cs2", id: "0" },
      { game: "cs2", id: "-1" },
      { game: "cs2", id: "1e3" },
      { game: "cs2", id: "12abc" },
      { game: "cs2", id: "99999999999999999" },
      { game: "cs2" },
    ]) {
      expect(entityFromParams(params)).toBeNull();
    }
  });

  it("render every spelling of one page under one key without its slug", () => {
    expect(entityRenderPath("match", { game: "CS2", id: "42", slug: "whatever" })).toBe("/match/cs2/42");
    expect(entityRenderPath("team", { game: "lol", id: "5" })).toBe("/team/lol/5");
    expect(entityRenderPath("team", { game: "lol", id: "x" })).toBeNull();
  });
});
