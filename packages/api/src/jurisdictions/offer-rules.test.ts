import { describe, expect, it } from "vitest";
import { FALLBACK_RULE, isLicensed, isLicensedUnder, jurisdictionTarget, offeredNowhere, ruleFor, type JurisdictionRule } from "./offer-rules";

const rule = (code: string, minimumAge = 18): JurisdictionRule => ({ ...FALLBACK_RULE, code, minimumAge });
const rules = new Map([rule("GB"), rule("US", 21), rule("US-NJ", 21), rule("other"), rule("unknown", 21)].map((r) => [r.code, r]));

describe("ruleFor", () => {
  it("takes the place's own row, else its country's, else other; unknown has its own", () => {
    expect(ruleFor(rules, "US-NJ").code).toBe("US-NJ");
    expect(ruleFor(rules, "US-TX").code).toBe("US");
    expect(ruleFor(rules, "US").code).toBe("US");
    expect(ruleFor(rules, "FR").code).toBe("other");
    expect(ruleFor(rules, "unknown").code).toBe("unknown");
  });

  it("falls back to the site's old notice if a default row were missing", () => {
    expect(ruleFor(new Map(), "FR")).toEqual({ ...FALLBACK_RULE, code: "other" });
    expect(ruleFor(new Map(), "unknown")).toEqual({ ...FALLBACK_RULE, code: "unknown" });
  });
});

describe("isLicensed", () => {
  it("without a licence row a bookmaker is offered nowhere, nor to the unlocated (issue 36)", () => {
    for (const code of ["US-NJ", "US-TX", "CA-ON", "GB", "unknown"]) expect(isLicensed(undefined, code)).toBe(false);
    expect(offeredNowhere(undefined)).toBe(true);
    expect(offeredNowhere({ mode: "only_in", jurisdictions: [] })).toBe(true);
    expect(offeredNowhere({ mode: "only_in", jurisdictions: ["GB"] })).toBe(false);
    expect(offeredNowhere({ mode: "everywhere_except", jurisdictions: [] })).toBe(false);
  });

  it("an allow list offers it only where an entry covers the place", () => {
    const licence = { mode: "only_in" as const, jurisdictions: ["GB", "US-NJ", "CA"] };
    expect(isLicensed(licence, "GB")).toBe(true);
    expect(isLicensed(licence, "US-NJ")).toBe(true);
    expect(isLicensed(licence, "CA-ON")).toBe(true);
    expect(isLicensed(licence, "US-PA")).toBe(false);
    // Known only by country: they may be outside New Jersey.
    expect(isLicensed(licence, "US")).toBe(false);
    expect(isLicensed(licence, "FR")).toBe(false);
    expect(isLicensed(licence, "unknown")).toBe(false);
  });

  it("a deny list offers it everywhere else, and leans to no where the region is not known", () => {
    const licence = { mode: "everywhere_except" as const, jurisdictions: ["GB", "US-NV"] };
    expect(isLicensed(licence, "FR")).toBe(true);
    expect(isLicensed(licence, "US-NJ")).toBe(true);
    expect(isLicensed(licence, "GB")).toBe(false);
    expect(isLicensed(licence, "US-NV")).toBe(false);
    expect(isLicensed(licence, "US")).toBe(false);
    expect(isLicensed(licence, "unknown")).toBe(false);
  });

  it("the unlocated see a bookmaker with a licence row only when it excludes nowhere", () => {
    expect(isLicensed({ mode: "everywhere_except", jurisdictions: [] }, "unknown")).toBe(true);
  });
});

describe("isLicensedUnder", () => {
  const localOnly = { licensedHereOnly: true };
  const any = { licensedHereOnly: false };
  const offshore = { mode: "everywhere_except" as const, jurisdictions: ["US"] };
  const swedish = { mode: "only_in" as const, jurisdictions: ["SE"] };
  it("where the rule asks for a local licence, counts only a licence that names the place", () => {
    expect(isLicensedUnder(localOnly, offshore, "SE")).toBe(false);
    expect(isLicensedUnder(localOnly, swedish, "SE")).toBe(true);
    expect(isLicensedUnder(localOnly, { mode: "only_in", jurisdictions: ["US"] }, "US-NJ")).toBe(true);
    expect(isLicensedUnder(localOnly, swedish, "DK")).toBe(false);
  });
  it("elsewhere, any licence that covers the place, as isLicensed says", () => {
    expect(isLicensedUnder(any, offshore, "SE")).toBe(true);
    expect(isLicensedUnder(any, offshore, "US-NJ")).toBe(false);
    expect(isLicensedUnder(any, undefined, "SE")).toBe(false);
  });
});

describe("jurisdictionTarget", () => {
  const urls = new Map([
    ["GB", "https://book.example.uk/"],
    ["US-NJ", "https://nj.book.example/"],
    ["US", "https://us.book.example/"],
  ]);
  it("prefers the region's site, then the country's; none for the unlocated", () => {
    expect(jurisdictionTarget(urls, "US-NJ")).toBe("https://nj.book.example/");
    expect(jurisdictionTarget(urls, "US-PA")).toBe("https://us.book.example/");
    expect(jurisdictionTarget(urls, "GB")).toBe("https://book.example.uk/");
    expect(jurisdictionTarget(urls, "FR")).toBeNull();
    expect(jurisdictionTarget(urls, "unknown")).toBeNull();
    expect(jurisdictionTarget(undefined, "GB")).toBeNull();
  });
});
