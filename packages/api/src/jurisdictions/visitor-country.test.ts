import { describe, expect, it } from "vitest";
import { normaliseCountry, UNKNOWN, visitorCountry } from "./codes";

describe("what analytics keep of a visitor's place", () => {
  it("is the ISO country of a located code, never finer, and nothing for an unplaced visitor", () => {
    expect(visitorCountry("GB")).toBe("GB");
    expect(visitorCountry("US-NJ")).toBe("US");
    expect(visitorCountry("CA-ON")).toBe("CA");
    expect(visitorCountry(UNKNOWN)).toBeNull();
  });
});

describe("the country check's remembered answers", () => {
  it("give the same answer the second time, for countries and non-countries alike", () => {
    for (const raw of ["gb", "UK", "XX", "EU", "ZZ", "QQ", "de", " se "]) {
      const first = normaliseCountry(raw);
      expect(normaliseCountry(raw), raw).toBe(first);
    }
    expect(["gb", "UK", "XX", "EU", "QQ", " se "].map(normaliseCountry)).toEqual(["GB", "GB", null, null, null, "SE"]);
  });
});
