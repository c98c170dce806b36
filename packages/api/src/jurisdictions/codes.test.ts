import { describe, expect, it } from "vitest";
import { covers, jurisdictionName, normaliseCountry, normaliseRegion, parseJurisdiction } from "./codes";

describe("jurisdiction codes", () => {
  it("accepts ISO countries in any case and writes UK as GB", () => {
    expect(normaliseCountry("gb")).toBe("GB");
    expect(normaliseCountry(" se ")).toBe("SE");
    expect(normaliseCountry("UK")).toBe("GB");
    expect(normaliseCountry("XK")).toBe("XK");
  });

  it("refuses what is not a country: CDN placeholders, groupings, junk", () => {
    for (const raw of ["XX", "T1", "ZZ", "EU", "EZ", "UN", "AP", "XA", "QQ", "", "GBR", "G", "1A", "<script>"]) expect(normaliseCountry(raw)).toBeNull();
    expect(normaliseCountry(undefined)).toBeNull();
    expect(normaliseCountry(["GB"])).toBeNull();
  });

  it("knows regions only of countries whose rules differ by region", () => {
    expect(normaliseRegion("US", "nj")).toBe("US-NJ");
    expect(normaliseRegion("US", "US-NJ")).toBe("US-NJ");
    expect(normaliseRegion("CA", "ON")).toBe("CA-ON");
    expect(normaliseRegion("US", "ZZ")).toBeNull();
    expect(normaliseRegion("GB", "ENG")).toBeNull();
    expect(normaliseRegion("US", undefined)).toBeNull();
  });

  it("parses what an admin writes", () => {
    expect(parseJurisdiction("us-pa")).toBe("US-PA");
    expect(parseJurisdiction("gb")).toBe("GB");
    expect(parseJurisdiction("GB-ENG")).toBeNull();
    expect(parseJurisdiction("US-XX")).toBeNull();
    expect(parseJurisdiction("other")).toBeNull();
  });

  it("a country entry covers its regions, a region only itself", () => {
    expect(covers("US", "US-NJ")).toBe(true);
    expect(covers("US", "US")).toBe(true);
    expect(covers("US-NJ", "US-NJ")).toBe(true);
    expect(covers("US-NJ", "US-PA")).toBe(false);
    expect(covers("US-NJ", "US")).toBe(false);
    expect(covers("U", "US")).toBe(false);
  });

  it("names places in English", () => {
    expect(jurisdictionName("GB")).toBe("United Kingdom");
    expect(jurisdictionName("US-NJ")).toBe("New Jersey, United States");
    expect(jurisdictionName("CA-ON")).toBe("Ontario, Canada");
    expect(jurisdictionName("other")).toBe("Other countries");
    expect(jurisdictionName("unknown")).toBe("Unknown location");
  });
});
