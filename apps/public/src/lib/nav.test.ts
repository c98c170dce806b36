import { describe, expect, it } from "vitest";
import { activeNavHref, FOOTER_GAME_LINKS, HEADER_ITEMS } from "./nav";

describe("header items", () => {
  it("are the spec's ten items in order", () => {
    expect(HEADER_ITEMS.map((i) => `${i.label} ${i.href}`)).toEqual([
      "Home /",
      "CS2 /games/cs2",
      "LoL /games/lol",
      "Valorant /games/valorant",
      "Dota 2 /games/dota2",
      "Matches /matches/upcoming",
      "Streams /streams",
      "Results /results",
      "Tournaments /tournaments",
      "Bonuses /bonuses",
    ]);
  });
  it("footer game links carry the full game names", () => {
    expect(FOOTER_GAME_LINKS.map((l) => l.label)).toEqual(["Counter-Strike 2", "League of Legends", "Valorant", "Dota 2"]);
  });
});

describe("activeNavHref", () => {
  it("highlights Home only on the home path", () => {
    expect(activeNavHref("/")).toBe("/");
    expect(activeNavHref("/coming-soon")).toBeNull();
  });
  it("highlights the item for its path and its sub-paths", () => {
    expect(activeNavHref("/streams")).toBe("/streams");
    expect(activeNavHref("/games/lol")).toBe("/games/lol");
    expect(activeNavHref("/matches/upcoming/")).toBe("/matches/upcoming");
    expect(activeNavHref("/tournaments/some-slug")).toBe("/tournaments");
  });
  it("highlights Tournaments on a tournament detail page", () => {
    expect(activeNavHref("/tournament/cs2/1/Major")).toBe("/tournaments");
  });
  it("does not treat a prefix of a word as a parent path", () => {
    expect(activeNavHref("/resultsx")).toBeNull();
  });
});
