import { describe, expect, it } from "vitest";
import { addToast, removeToast, TOAST_LIMIT, type Toast } from "./toast-queue";

const toast = (id: number): Toast => ({ id, title: `t${id}` });

describe("toast queue", () => {
  it("appends the newest last and drops the oldest past the limit", () => {
    let list: Toast[] = [];
    for (let id = 1; id <= TOAST_LIMIT + 2; id++) list = addToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([3, 4, 5]);
  });
  it("removes one toast by id and leaves the others", () => {
    expect(removeToast([toast(1), toast(2), toast(3)], 2).map((t) => t.id)).toEqual([1, 3]);
    expect(removeToast([toast(1)], 9)).toEqual([toast(1)]);
  });
});
