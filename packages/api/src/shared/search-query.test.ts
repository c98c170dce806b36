import { describe, expect, it } from "vitest";
import { isSearchableQuery, normaliseSearchQuery, searchPagePath } from "./search-query";

describe("search query", () => {
  it("collapses white space and control characters, trims, and cuts at 100 characters", () => {
    expect(normaliseSearchQuery("  Natus\n\u0000 Vincere\t")).toBe("Natus Vincere");
    expect(normaliseSearchQuery("x".repeat(150))).toHaveLength(100);
    expect(normaliseSearchQuery(null)).toBe("");
  });
  it("never leaves half of a surrogate pair at the cut", () => {
    const cut = normaliseSearchQuery(`${"x".repeat(99)}😀`);
    expect(cut).toBe("x".repeat(99));
  });
  it("searches from two letters or digits; other characters do not count", () => {
    expect(isSearchableQuery("g2")).toBe(true);
    expect(isSearchableQuery("Él")).toBe(true);
    expect(isSearchableQuery("g")).toBe(false);
    expect(isSearchableQuery("😀".repeat(50))).toBe(false);
    expect(isSearchableQuery("%".repeat(100))).toBe(false);
    expect(isSearchableQuery("g 😀 %")).toBe(false);
  });
  it("builds the results page's URL", () => {
    expect(searchPagePath(" natus vincere ")).toBe("/search?q=natus+vincere");
    expect(searchPagePath("  ")).toBe("/search");
  });
});
