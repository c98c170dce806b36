import { describe, expect, it } from "vitest";
import { classifyHit, hitOrigin, isValidSlug, parseSafeTarget, redirectLocation } from "./redirect-rules";

describe("redirect rules", () => {
  it("accepts only plain slugs", () => {
    expect(isValidSlug("bet365-esports_2")).toBe(true);
    for (const bad of ["", "//evil.com", "/evil", "a/b", "..", "evil.com", "a b", "%2F", "x".repeat(81), undefined]) expect(isValidSlug(bad)).toBe(false);
  });
  it("only redirects to absolute http(s) targets", () => {
    expect(parseSafeTarget("https://book.example/?a=1")?.host).toBe("book.example");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.com", "/relative", "ftp://x.example", "", null])
      expect(parseSafeTarget(bad)).toBeNull();
  });
  it("appends utm_* and subid but never changes the destination", () => {
    const target = new URL("https://book.example/join?aff=7");
    const loc = new URL(
      redirectLocation(target, { utm_source: "a", utm_medium: ["b", "c"], subid: "s1", url: "https://evil.com", aff: "999", host: "evil.com", utm_evil: "x" }),
    );
    expect(loc.origin + loc.pathname).toBe("https://book.example/join");
    expect(Object.fromEntries(loc.searchParams)).toEqual({ aff: "7", utm_source: "a", utm_medium: "b", subid: "s1" });
  });
  it("never passes on the visitor's value under the programme's click id parameter (subid), only the stored one", () => {
    const target = new URL("https://book.example/join?aff=7&subid=stored");
    const loc = new URL(redirectLocation(target, { subid: "visitor", sub_id: "other", utm_source: "a" }, "subid"));
    expect(Object.fromEntries(loc.searchParams)).toEqual({ aff: "7", subid: "stored", sub_id: "other", utm_source: "a" });
    const bare = new URL(redirectLocation(new URL("https://book.example/join"), { sub_id: "visitor" }, "sub_id"));
    expect(bare.searchParams.has("sub_id")).toBe(false);
  });
  it("drops over-long values", () => {
    expect(redirectLocation(new URL("https://b.example/"), { utm_source: "x".repeat(201) })).toBe("https://b.example/");
  });
  it("classifies GET from browsers as clicks, HEAD and bots apart", () => {
    expect(classifyHit("GET", false)).toBe("click");
    expect(classifyHit("GET", true)).toBe("bot");
    expect(classifyHit("HEAD", false)).toBe("head");
  });
  it("takes the page only from a same-site referer, as its route pattern", () => {
    expect(hitOrigin("https://site.example/bonuses?x=1", "https://site.example", "card")).toEqual({ page: "/bonuses", placement: "card" });
    expect(hitOrigin("https://site.example/match/cs2/77/a-vs-b?ref=x", "https://site.example", "odds")).toEqual({
      page: "/match/:game/:id/:slug",
      placement: "odds",
    });
    // A forged same-site Referer with a made-up path names no page at all.
    expect(hitOrigin(`https://site.example/${"x".repeat(400)}`, "https://site.example", undefined)).toEqual({ page: null, placement: null });
    expect(hitOrigin("https://other.example/", "https://site.example", "Bad Value!")).toEqual({ page: null, placement: null });
  });
});
