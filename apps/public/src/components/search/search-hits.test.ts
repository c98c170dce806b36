import { describe, expect, it } from "vitest";
import { resultCount, searchGroups, type SearchResults } from "./search-hits";

const results: SearchResults = {
  query: "navi",
  teams: [
    { id: 1, game: "cs2", name: "Natus Vincere", acronym: "NAVI" },
    { id: 2, game: "lol", name: "T1", acronym: "T1" },
  ],
  tournaments: [],
  matches: [
    {
      id: 9,
      game: "cs2",
      beginAt: "2026-11-24T18:00:00.000Z",
      teamA: { id: 1, name: "Natus Vincere" },
      teamB: { id: null, name: null },
      tournamentName: "Frostline Masters",
    },
  ],
};

describe("search entries", () => {
  it("leaves out empty groups, links each kind to its page, and names a side not yet known TBD", () => {
    const groups = searchGroups(results, () => "Today 18:00");
    expect(groups.map((g) => g.title)).toEqual(["Teams", "Upcoming matches"]);
    expect(groups[0]!.entries).toEqual([
      { key: "team-1", href: "/team/cs2/1/natus-vincere", label: "Natus Vincere", detail: "NAVI · CS2" },
      { key: "team-2", href: "/team/lol/2/t1", label: "T1", detail: "LoL" },
    ]);
    expect(groups[1]!.entries[0]).toEqual({
      key: "match-9",
      href: "/match/cs2/9/natus-vincere-vs-tbd",
      label: "Natus Vincere vs TBD",
      detail: "CS2 · Today 18:00 · Frostline Masters",
    });
  });
  it("counts results in words", () => {
    expect(resultCount(1)).toBe("1 result");
    expect(resultCount(12)).toBe("12 results");
  });
});
