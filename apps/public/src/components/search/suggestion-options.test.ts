import { describe, expect, it } from "vitest";
import { movedActive, suggestionOptions } from "./suggestion-options";

describe("suggestion options", () => {
  const groups = [
    { kind: "teams" as const, title: "Teams", entries: [{ key: "team-1", href: "/team/cs2/1/natus-vincere", label: "Natus Vincere", detail: "NAVI · CS2" }] },
    { kind: "matches" as const, title: "Upcoming matches", entries: [{ key: "match-9", href: "/match/cs2/9/a-vs-b", label: "A vs B", detail: "" }] },
  ];
  it("gives every option an id under the listbox's, groups labelled, and ends with the results page", () => {
    const { sections, flat, all } = suggestionOptions("lb", groups, "navi");
    expect(sections.map((s) => s.labelId)).toEqual(["lb-teams", "lb-matches"]);
    expect(flat.map((o) => o.id)).toEqual(["lb-teams-0", "lb-matches-0", "lb-all"]);
    expect(all).toMatchObject({ href: "/search?q=navi", label: "See all results for “navi”" });
  });
  it("moves with the arrow keys and wraps around", () => {
    expect(movedActive(-1, 3, "ArrowDown")).toBe(0);
    expect(movedActive(2, 3, "ArrowDown")).toBe(0);
    expect(movedActive(-1, 3, "ArrowUp")).toBe(2);
    expect(movedActive(0, 3, "ArrowUp")).toBe(2);
    expect(movedActive(1, 3, "ArrowUp")).toBe(0);
    expect(movedActive(0, 0, "ArrowDown")).toBe(-1);
  });
});
