import { describe, expect, it } from "vitest";
import { checkLicence, licenceFormFrom, type AdminLicence } from "./licence-form-state";
import { readCode, ruleTitle } from "./rule-labels";

const licence: AdminLicence = {
  bookmakerId: 4,
  name: "GridWager",
  listed: true,
  mode: "only_in",
  jurisdictions: ["GB"],
  urls: [{ code: "GB", targetUrl: "https://gridwager.example.uk/" }],
  offeredNowhere: false,
  revision: "r1",
};

describe("the licence form", () => {
  it("starts from the stored licence, the list written as typed", () => {
    expect(licenceFormFrom({ ...licence, jurisdictions: ["GB", "IE"] })).toMatchObject({ mode: "only_in", codes: "GB, IE" });
  });

  it("sends the loaded revision with the typed list split, and puts each refusal on its field", () => {
    const ok = checkLicence(licence, { mode: "only_in", codes: "gb ie", urls: licence.urls });
    expect(ok).toEqual({ ok: true, input: { bookmakerId: 4, loaded: "r1", mode: "only_in", jurisdictions: ["gb", "ie"], urls: licence.urls } });
    const refused = checkLicence(licence, { mode: "only_in", codes: "gb, xx", urls: [{ code: "zz", targetUrl: "ftp://x" }] });
    expect(refused).toEqual({
      ok: false,
      errors: {
        jurisdictions: "xx is not a country or region code (use GB, US-NJ, CA-ON, ...)",
        "urls.0.code": "zz is not a country or region code (use GB, US-NJ, CA-ON, ...)",
        "urls.0.targetUrl": "Must be an absolute http(s) URL, such as https://bookmaker.example",
      },
    });
  });

  it("reads codes back by name and names the kept rules for what they do", () => {
    expect(readCode("uk").label).toBe("GB — United Kingdom");
    expect(readCode("us-nj").label).toBe("US-NJ — New Jersey, United States");
    expect(readCode("xx")).toEqual({ entry: "xx", code: null, label: "xx — not a country or region code" });
    expect(ruleTitle("unknown")).toBe("Unknown location (conservative default)");
    expect(ruleTitle("other")).toBe("Other countries");
  });
});
