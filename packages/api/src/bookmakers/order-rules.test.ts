import { describe, expect, it } from "vitest";
import { isNumberedInOrder, isSameSet } from "./order-rules";

describe("order rules", () => {
  it("a new order must hold exactly the stored ids", () => {
    expect(isSameSet([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isSameSet([1, 2, 3], [1, 2])).toBe(false);
    expect(isSameSet([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(isSameSet([1, 2], [1, 2, 3])).toBe(false);
  });
  it("nothing is written when display_order is already 1..n in that order", () => {
    const rows = [
      { id: 7, displayOrder: 1 },
      { id: 3, displayOrder: 2 },
    ];
    expect(isNumberedInOrder(rows, [7, 3])).toBe(true);
    expect(isNumberedInOrder(rows, [3, 7])).toBe(false);
    expect(
      isNumberedInOrder(
        [
          { id: 7, displayOrder: 1 },
          { id: 3, displayOrder: 5 },
        ],
        [7, 3],
      ),
    ).toBe(false);
  });
});
