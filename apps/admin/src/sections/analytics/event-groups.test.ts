import { describe, expect, it } from "vitest";
import { groupEvents, type ListedEvent } from "./event-groups";

const e = (id: number, type: string, where: string | null, minute: number): ListedEvent => ({
  id,
  type,
  where,
  at: `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe("groupEvents", () => {
  it("folds a run of scroll-depth events on one page into one row, keeping the other events apart", () => {
    const groups = groupEvents([
      e(9, "scroll_depth", "/bonuses", 9),
      e(8, "scroll_depth", "/bonuses", 8),
      e(7, "scroll_depth", "/bonuses", 7),
      e(6, "page_view", "/bonuses", 6),
      e(5, "scroll_depth", "/", 5),
      e(4, "bookmaker_click", "Vortex Bet", 4),
    ]);
    expect(groups.map((g) => [g.type, g.where, g.count])).toEqual([
      ["scroll_depth", "/bonuses", 3],
      ["page_view", "/bonuses", 1],
      ["scroll_depth", "/", 1],
      ["bookmaker_click", "Vortex Bet", 1],
    ]);
    expect(groups[0]).toMatchObject({ id: 9, newest: e(9, "", null, 9).at, oldest: e(7, "", null, 7).at });
  });
  it("does not fold the same type at another place, and keeps an empty list empty", () => {
    expect(groupEvents([e(2, "page_view", "/a", 2), e(1, "page_view", "/b", 1)])).toHaveLength(2);
    expect(groupEvents([])).toEqual([]);
  });
});
