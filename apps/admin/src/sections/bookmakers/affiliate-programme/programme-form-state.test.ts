import { describe, expect, it } from "vitest";
import { CPA_CURRENCY_NEEDED, clickIdNote, programmeFormFrom, validateProgramme, type AdminProgramme } from "./programme-form-state";

const stored: AdminProgramme = {
  bookmakerId: 3,
  clickIdParam: "btag",
  postbackKey: "vortex",
  postbackAuth: "token",
  hasSecret: true,
  cpaAmount: "150.00",
  cpaCurrency: "EUR",
  revenueSharePercent: "25.50",
  version: 4,
};

describe("the affiliate programme form", () => {
  it("shows stored decimals without trailing zeros", () => {
    expect(programmeFormFrom(stored)).toEqual({
      clickIdParam: "btag",
      postbackKey: "vortex",
      postbackAuth: "token",
      cpaAmount: "150",
      cpaCurrency: "EUR",
      revenueSharePercent: "25.5",
    });
  });

  it("sends what the server's schema accepts: key lower-cased, currency upper-cased, a trailing % dropped", () => {
    const form = { ...programmeFormFrom(stored), postbackKey: " Vortex ", cpaCurrency: "gbp", revenueSharePercent: "30 %" };
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
      },
    });
  });

  it("names each bad field, and a CPA without its currency", () => {
    const result = validateProgramme(3, 4, { ...programmeFormFrom(stored), postbackKey: "a b", cpaCurrency: "", revenueSharePercent: "101" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["cpaCurrency", "postbackKey", "revenueSharePercent"]);
    expect(result.errors.cpaCurrency).toBe(CPA_CURRENCY_NEEDED);
  });

  it("says how the tracking URL carries the click id", () => {
    const form = programmeFormFrom(stored);
    expect(clickIdNote(form, false)).toBe("Each counted /go click adds btag={click id} to the Affiliate URL.");
    expect(clickIdNote({ ...form, clickIdParam: "" }, true)).toBe("Each counted /go click puts its click id where the Affiliate URL has {click_id}.");
    expect(clickIdNote({ ...form, clickIdParam: "" }, false)).toMatch(/^No click ids are made/);
  });
});
