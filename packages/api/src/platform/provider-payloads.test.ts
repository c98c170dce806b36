import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_ISSUES_PER_ITEM, parseList } from "./provider-payloads";

const item = z.object({ id: z.int().positive(), name: z.string(), tags: z.array(z.string()).optional() });

describe("parseList", () => {
  it("keeps the valid items in order and reports each invalid one with its index, id and issue paths", () => {
    const parsed = parseList(item, [
      { id: 1, name: "a" },
      { id: 2, name: 7 },
      { id: 3, name: "c", tags: ["x", 9] },
      { id: 4, name: "d" },
    ]);
    expect(parsed?.items).toEqual([
      { id: 1, name: "a" },
      { id: 4, name: "d" },
    ]);
    expect(parsed?.invalid).toEqual([
      { index: 1, id: 2, issues: ["name: Invalid input: expected string, received number"] },
      { index: 2, id: 3, issues: ["tags.1: Invalid input: expected string, received number"] },
    ]);
  });

  it("names an item by the id it was sent with, even a wrong one, and by null when it has none", () => {
    const parsed = parseList(item, [{ id: "abc", name: "a" }, { name: "no id" }, "not an object", null]);
    expect(parsed?.items).toEqual([]);
    expect(parsed?.invalid.map((i) => [i.index, i.id, i.issues[0]])).toEqual([
      [0, "abc", "id: Invalid input: expected number, received string"],
      [1, null, "id: Invalid input: expected number, received undefined"],
      [2, null, "(item): Invalid input: expected object, received string"],
      [3, null, "(item): Invalid input: expected object, received null"],
    ]);
  });

  it("tolerates keys the schema does not know, and leaves them out of the item", () => {
    expect(parseList(item, [{ id: 1, name: "a", added_in_v3: { deep: true } }])).toEqual({ items: [{ id: 1, name: "a" }], invalid: [] });
  });

  it("bounds the issues reported for an item that is wrong everywhere", () => {
    const wide = z.object(Object.fromEntries(Array.from({ length: MAX_ISSUES_PER_ITEM + 3 }, (_, i) => [`f${i}`, z.string()])));
    const [report] = parseList(wide, [{ id: 5 }])!.invalid;
    expect(report!.issues).toHaveLength(MAX_ISSUES_PER_ITEM + 1);
    expect(report!.issues.at(-1)).toBe("and 3 more");
  });

  it.each([
    ["an object", { error: "Not Found", message: "The resource does not exist." }],
    ["a string", "<html>maintenance</html>"],
    ["null", null],
  ])("returns null for a body that is %s, not a list", (_name, body) => {
    expect(parseList(item, body)).toBeNull();
  });

  it("reads an empty list as no items and no report", () => {
    expect(parseList(item, [])).toEqual({ items: [], invalid: [] });
  });
});
