import { describe, expect, it } from "vitest";
import { fullOrder, inOrder, splitArchived, withBookmaker } from "./bookmaker-list";
import type { AdminBookmaker } from "./content-form-state";

const bm = (id: number, displayOrder: number, publishStatus: AdminBookmaker["publishStatus"] = "published") =>
  ({ id, displayOrder, publishStatus, name: `B${id}`, version: 1 }) as AdminBookmaker;

describe("bookmaker list", () => {
  const list = [bm(1, 1), bm(2, 2, "archived"), bm(3, 3, "draft"), bm(4, 4)];

  it("keeps archived bookmakers out of the sortable list, in their own group", () => {
    const { sortable, archived } = splitArchived([list[3]!, list[1]!, list[0]!, list[2]!]);
    expect(sortable.map((b) => b.id)).toEqual([1, 3, 4]);
    expect(archived.map((b) => b.id)).toEqual([2]);
  });

  it("saves every id: the rearranged list, then the archived ones", () => {
    expect(fullOrder([4, 1, 3], list)).toEqual([4, 1, 3, 2]);
  });

  it("shows a new order at once, numbered 1..n", () => {
    const next = inOrder(list, [4, 1, 3, 2]);
    expect(next.map((b) => [b.id, b.displayOrder])).toEqual([
      [4, 1],
      [1, 2],
      [3, 3],
      [2, 4],
    ]);
    expect(list[0]!.displayOrder).toBe(1);
  });

  it("puts a changed bookmaker back in place and a new one at its position", () => {
    const changed = { ...bm(3, 3, "published"), version: 2 };
    expect(withBookmaker(list, changed).map((b) => [b.id, b.version, b.publishStatus])).toEqual([
      [1, 1, "published"],
      [2, 1, "archived"],
      [3, 2, "published"],
      [4, 1, "published"],
    ]);
    expect(withBookmaker(list, bm(5, 5, "draft")).map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
