import { describe, expect, it } from "vitest";
import { siteSearchCanonical, siteSearchQuery } from "./search-url";

describe("the search page's URL", () => {
  it("keeps only q, normalised", () => {
    expect(siteSearchCanonical(new URLSearchParams("cb=123&q=%20Natus%20%20Vincere%20&game=cs2"))).toBe("q=Natus+Vincere");
    expect(siteSearchCanonical(new URLSearchParams("q=%20%20&x=1"))).toBe("");
    expect(siteSearchCanonical(new URLSearchParams(""))).toBe("");
  });
  it("reads the query without control characters, at most 100 characters", () => {
    expect(siteSearchQuery("?q=navi%00%0A")).toBe("navi");
    expect(siteSearchQuery(`q=${"a".repeat(300)}`)).toHaveLength(100);
  });
});
