import { describe, expect, it } from "vitest";
import { groupByDay, pageFromSearch, pageHref, pageOf, UPCOMING_MAX_PAGES } from "./match-pages";

describe("pageFromSearch", () => {
  it("reads a whole page number, and page 1 for anything else", () => {
    expect(pageFromSearch("?page=3")).toBe(3);
    expect(pageFromSearch("game=cs2&page=2")).toBe(2);
    for (const bad of ["", "?page=0", "?page=-2", "?page=2.5", "?page=abc", "?page=1e3"]) expect(pageFromSearch(bad)).toBe(1);
    expect(pageFromSearch("?page=999")).toBe(UPCOMING_MAX_PAGES);
  });
});

describe("pageOf", () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it("cuts pages of 12, and shows the last page for one past it", () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 12), page: 1, pageCount: 3 });
    expect(pageOf(items, 3).items).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageOf(items, 7).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe("pageHref", () => {
  it("keeps the game and drops ?page= for the first page", () => {
    expect(pageHref("/matches/upcoming", "?game=cs2", 2)).toBe("/matches/upcoming?game=cs2&page=2");
    expect(pageHref("/matches/upcoming", "?game=cs2&page=2", 1)).toBe("/matches/upcoming?game=cs2");
    expect(pageHref("/matches/upcoming", "", 1)).toBe("/matches/upcoming");
  });
});

describe("groupByDay", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const m = (beginAt: string | null) => ({ beginAt });
  it("puts matches under Today, Tomorrow and their date, in the viewer's zone", () => {
    const groups = groupByDay(
      [m("2026-03-01T18:00:00Z"), m("2026-03-01T23:30:00Z"), m("2026-03-02T09:00:00Z"), m("2026-03-04T12:00:00Z"), m(null)],
      now,
      "UTC",
    );
    expect(groups.map((g) => [g.heading, g.matches.length])).toEqual([
      ["Today", 2],
      ["Tomorrow", 1],
      ["Wednesday, Mar 4", 1],
      ["Date to be announced", 1],
    ]);
    // 23:30 UTC is already the next day in Berlin.
    expect(groupByDay([m("2026-03-01T23:30:00Z")], now, "Europe/Berlin")[0]!.heading).toBe("Tomorrow");
  });
});
