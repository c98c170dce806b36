import { describe, expect, it } from "vitest";
import { pagePattern } from "./page-patterns";

describe("pagePattern", () => {
  it("maps a page's path to its route pattern, whatever its ids and words", () => {
    expect(pagePattern("/")).toBe("/");
    expect(pagePattern("/bonuses")).toBe("/bonuses");
    expect(pagePattern("/match/cs2/1234/navi-vs-fnatic")).toBe("/match/:game/:id/:slug");
    expect(pagePattern("/match/cs2/1234")).toBe("/match/:game/:id");
    expect(pagePattern("/team/lol/55")).toBe("/team/:game/:id");
    expect(pagePattern("/tournament/dota2/9/the-international")).toBe("/tournament/:game/:id/:name");
  });

  it("has no pattern for a path no public route matches: nothing of the caller's text is kept", () => {
    expect(pagePattern("/made-up")).toBeNull();
    expect(pagePattern("/match/cs2")).toBeNull();
    expect(pagePattern("/match/cs2//x")).toBeNull();
    expect(pagePattern("/bonuses/extra")).toBeNull();
    expect(pagePattern("")).toBeNull();
  });
});
