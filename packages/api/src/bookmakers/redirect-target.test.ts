import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

describe("the redirect target", () => {
  it("is the affiliate URL when there is one", () => {
    expect(redirectTarget({ affiliateUrl: "https://b.example/?aff=1", websiteUrl: "https://b.example/" })).toBe("https://b.example/?aff=1");
  });
  it("else the website URL", () => {
    expect(redirectTarget({ affiliateUrl: null, websiteUrl: "https://b.example/" })).toBe("https://b.example/");
  });
  it("else nothing (never the old app's '#')", () => {
    expect(redirectTarget({ affiliateUrl: null, websiteUrl: null })).toBeNull();
  });
});
