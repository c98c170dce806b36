import { describe, expect, it } from "vitest";
import type { Active, Over } from "@dnd-kit/core";
import { reorderIds } from "./reorder";
import { sortableAnnouncements } from "./announcements";

describe("reorderIds", () => {
  const ids = ["a", "b", "c", "d"];
  it("moves an item down to the target's position", () => {
    expect(reorderIds(ids, "a", "c")).toEqual(["b", "c", "a", "d"]);
  });
  it("moves an item up to the target's position", () => {
    expect(reorderIds(ids, "d", "b")).toEqual(["a", "d", "b", "c"]);
  });
  it("is null when nothing changes, so no save is made", () => {
    expect(reorderIds(ids, "b", "b")).toBeNull();
    expect(reorderIds(ids, "b", null)).toBeNull();
    expect(reorderIds(ids, "x", "a")).toBeNull();
    expect(reorderIds(ids, "a", "x")).toBeNull();
  });
  it("works with numeric ids and does not touch its input", () => {
    const numeric = [1, 2, 3];
    expect(reorderIds(numeric, 3, 1)).toEqual([3, 1, 2]);
    expect(numeric).toEqual([1, 2, 3]);
  });
});

describe("sortable announcements", () => {
  const names: Record<string, string> = { a: "Alpha", b: "Bravo", c: "Charlie" };
  const say = sortableAnnouncements(
    () => ["a", "b", "c"],
    (id) => names[String(id)]!,
  );
  const active = (id: string) => ({ id }) as unknown as Active;
  const over = (id: string) => ({ id }) as unknown as Over;

  it("names the item and its position when it is picked up", () => {
    expect(say.onDragStart({ active: active("b") })).toBe("Picked up Bravo. It is in position 2 of 3.");
  });
  it("keeps the pick-up message when dnd-kit reports the item over itself, but names a return to it", () => {
    expect(say.onDragStart({ active: active("a") })).toBe("Picked up Alpha. It is in position 1 of 3.");
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBeUndefined();
    expect(say.onDragOver({ active: active("a"), over: over("b") })).toBe("Alpha was moved into position 2 of 3.");
    expect(say.onDragOver({ active: active("a"), over: over("b") })).toBeUndefined();
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBe("Alpha was moved into position 1 of 3.");
  });
  it("names the new position while moving and on drop", () => {
    say.onDragStart({ active: active("a") });
    expect(say.onDragOver({ active: active("a"), over: over("c") })).toBe("Alpha was moved into position 3 of 3.");
    expect(say.onDragEnd({ active: active("a"), over: over("b") })).toBe("Alpha was dropped at position 2 of 3.");
  });
  it("says when the drop changes nothing or is cancelled", () => {
    expect(say.onDragEnd({ active: active("a"), over: null })).toBe("Alpha was dropped outside the list; the order is unchanged.");
    expect(say.onDragCancel({ active: active("c"), over: null })).toBe("Moving was cancelled. Charlie is back in position 3 of 3.");
  });
});
