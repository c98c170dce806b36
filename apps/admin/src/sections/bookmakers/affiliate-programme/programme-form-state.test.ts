import { describe, expect, it } from "vitest";
import { CPA_CURRENCY_NEEDED, clickIdNote, describeTerms, programmeFormFrom, validateProgramme, type AdminProgramme } from "./programme-form-state";

const stored: AdminProgramme = {
  bookmakerId: 3,
  clickIdParam: "btag",
  postbackKey: "vortex",
  postbackAuth: "token",
  hasSecret: true,
  cpaAmount: "150.00",
  cpaCurrency: "EUR",
  revenueSharePercent: "25.50",
  termsEffectiveFrom: "2026-01-01",
  termsHistory: [{ effectiveFrom: "2026-01-01", cpaAmount: "150.00", cpaCurrency: "EUR", revenueSharePercent: "25.50" }],
  version: 4,
};

describe("the affiliate programme form", () => {
  it("shows stored decimals without trailing zeros", () => {
    expect(programmeFormFrom(stored, "2026-06-20")).toEqual({
      clickIdParam: "btag",
      postbackKey: "vortex",
      postbackAuth: "token",
      cpaAmount: "150",
      cpaCurrency: "EUR",
      revenueSharePercent: "25.5",
      termsEffectiveFrom: "2026-06-20",
    });
  });

  it("sends what the server's schema accepts: key lower-cased, currency upper-cased, a trailing % dropped", () => {
    const form = { ...programmeFormFrom(stored, "2026-06-20"), postbackKey: " Vortex ", cpaCurrency: "gbp", revenueSharePercent: "30 %" };
    expect(validateProgramme(3, 4, form)).toEqual({
      ok: true,
      input: {
        bookmakerId: 3,
        version: 4,
        clickIdParam: "btag",
        postbackKey: "vortex",
        postbackAuth: "token",
        cpaAmount: "150",
        cpaCurrency: "GBP",
        revenueSharePercent: "30",
        termsEffectiveFrom: "2026-06-20",
      },
    });
  });

  it("names each bad field, and a CPA without its currency", () => {
    const result = validateProgramme(3, 4, { ...programmeFormFrom(stored, "2026-06-20"), postbackKey: "a b", cpaCurrency: "", revenueSharePercent: "101" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["cpaCurrency", "postbackKey", "revenueSharePercent"]);
    expect(result.errors.cpaCurrency).toBe(CPA_CURRENCY_NEEDED);
  });

  it("dates the terms (a bad day named under its field) and words their history", () => {
    const result = validateProgramme(3, 4, { ...programmeFormFrom(stored, "2026-06-20"), termsEffectiveFrom: "2026-02-30" });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["termsEffectiveFrom"]);
    expect(describeTerms(stored.termsHistory[0]!)).toBe("CPA EUR 150, 25.5 % revenue share");
    expect(describeTerms({ cpaAmount: null, cpaCurrency: null, revenueSharePercent: null })).toBe("No deal (no estimates)");
  });

  it("says how the tracking URL carries the click id", () => {
    const form = programmeFormFrom(stored, "2026-06-20");
    expect(clickIdNote(form, false)).toBe("Each counted /go click adds btag={click id} to the Affiliate URL.");
    expect(clickIdNote({ ...form, clickIdParam: "" }, true)).toBe("Each counted /go click puts its click id where the Affiliate URL has {click_id}.");
    expect(clickIdNote({ ...form, clickIdParam: "" }, false)).toMatch(/^No click ids are made/);
  });
});
