import { describe, expect, it } from "vitest";
import { escapeLike, searchPlan } from "./plan";

describe("search plan", () => {
  it("escapes LIKE's wildcards and escape character", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
  it("normalises white space and control characters, and has no plan under two characters", () => {
    expect(searchPlan("  natus \t  vincere ")).toEqual({ text: "natus vincere", likeText: "natus vincere", wordStartsOnly: false });
    expect(searchPlan(" n ")).toBeNull();
    expect(searchPlan("")).toBeNull();
  });
  it("matches word starts only under three characters (no whole trigram to look up)", () => {
    expect(searchPlan("g2")?.wordStartsOnly).toBe(true);
    expect(searchPlan("t1 ")?.wordStartsOnly).toBe(true);
    expect(searchPlan("fnc")?.wordStartsOnly).toBe(false);
    // Length is not enough: a whole trigram needs three letters or digits in a row.
    expect(searchPlan("a b c d")?.wordStartsOnly).toBe(true);
    expect(searchPlan(`${"😀".repeat(10)} x1`)?.wordStartsOnly).toBe(true);
    expect(searchPlan("%%%%ab")?.wordStartsOnly).toBe(true);
  });
  it("has no plan for text without two letters or digits, however long", () => {
    expect(searchPlan("😀".repeat(50))).toBeNull();
    expect(searchPlan("%".repeat(100))).toBeNull();
    expect(searchPlan("_ - _ x")).toBeNull();
  });
});
