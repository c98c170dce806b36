import { describe, expect, it } from "vitest";
import {
  licenceCodes,
  MINIMUM_AGE_CHOICES,
  PREVIEW_CODE_FORMAT,
  RULE_CODE_FORMAT,
  ruleCode,
  ruleFieldsInput,
  splitCodes,
  unknownJurisdiction,
  visitorCode,
} from "./jurisdictions";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("jurisdiction codes in the admin's forms", () => {
  it("spells a rule's code canonically, keeps the two special rows, refuses anything else", () => {
    expect(["gb", " UK ", "us-nj", "Ca-On", "Other", "UNKNOWN"].map((c) => ruleCode.parse(c))).toEqual(["GB", "GB", "US-NJ", "CA-ON", "other", "unknown"]);
    for (const bad of ["XX", "EU", "ZZ", "GB-NJ", "US-XX", "USA", "1"]) expect(messages(ruleCode.safeParse(bad))).toEqual([RULE_CODE_FORMAT]);
  });

  it("lets a visitor be in a place or nowhere known, never in 'other'", () => {
    expect(visitorCode.parse("unknown")).toBe("unknown");
    expect(visitorCode.parse("us-pa")).toBe("US-PA");
    expect(messages(visitorCode.safeParse("other"))).toEqual([PREVIEW_CODE_FORMAT]);
  });

  it("reads a typed list: split on commas and spaces, canonical, each once, in the order first written", () => {
    expect(splitCodes(" gb, ie;us-nj  CA-ON,,")).toEqual(["gb", "ie", "us-nj", "CA-ON"]);
    expect(licenceCodes.parse(["gb", "uk", "IE", "GB", "us"])).toEqual(["GB", "IE", "US"]);
    expect(messages(licenceCodes.safeParse(["GB", "Narnia"]))).toEqual([unknownJurisdiction("Narnia")]);
    expect(messages(licenceCodes.safeParse(["unknown"]))).toEqual([unknownJurisdiction("unknown")]);
  });

  it("takes 18, 19 or 21 as the minimum age, and an empty or missing phone as none", () => {
    const rule = {
      minimumAge: 19,
      responsibleGamblingText: "Play safe.",
      helplineName: "Help",
      helplineUrl: "https://help.example",
      bonusesAllowed: true,
      keyTermsInFull: false,
    };
    expect(ruleFieldsInput.parse({ ...rule, helplinePhone: " " }).helplinePhone).toBeNull();
    expect(ruleFieldsInput.parse({ ...rule, helplinePhone: null }).helplinePhone).toBeNull();
    expect(messages(ruleFieldsInput.safeParse({ ...rule, minimumAge: 20, helplinePhone: "" }))).toEqual([MINIMUM_AGE_CHOICES]);
  });
});
