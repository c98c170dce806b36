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
  });
});
