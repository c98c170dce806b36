import { describe, expect, it } from "vitest";
import { canCreate, EMPTY_CREATE_FORM, readCreateForm } from "./create-form-state";

describe("the New A/B Test form", () => {
  it("starts with the spec's defaults: bookmaker clicks and 95% confidence", () => {
    expect(EMPTY_CREATE_FORM).toMatchObject({ name: "", targetMetric: "bookmaker_clicks", confidenceLevel: "95" });
  });

  it("cannot be submitted while the name is empty or blank", () => {
    expect(canCreate(EMPTY_CREATE_FORM)).toBe(false);
    expect(canCreate({ ...EMPTY_CREATE_FORM, name: "   " })).toBe(false);
    expect(canCreate({ ...EMPTY_CREATE_FORM, name: "Hero copy" })).toBe(true);
  });

  it("sends the trimmed values the procedure accepts", () => {
    expect(readCreateForm({ ...EMPTY_CREATE_FORM, name: "  Hero copy ", description: "", place: "bookmaker_cta", confidenceLevel: "90" })).toEqual({
      ok: true,
      value: { name: "Hero copy", description: "", place: "bookmaker_cta", targetMetric: "bookmaker_clicks", confidenceLevel: 90 },
    });
  });

  it("refuses a confidence level outside 80 to 99, or unreadable, with the contract's message", () => {
    const message = "Confidence level must be from 80 to 99";
    for (const confidenceLevel of ["79", "100", "", "high", "95.5"])
      expect(readCreateForm({ ...EMPTY_CREATE_FORM, name: "T", confidenceLevel })).toEqual({ ok: false, errors: { confidenceLevel: message } });
    expect(readCreateForm({ ...EMPTY_CREATE_FORM, name: "T", confidenceLevel: "80" }).ok).toBe(true);
    expect(readCreateForm({ ...EMPTY_CREATE_FORM, name: "T", confidenceLevel: "99" }).ok).toBe(true);
  });

  it("shows the contract's message for a blank name", () => {
    expect(readCreateForm({ ...EMPTY_CREATE_FORM, name: " " })).toEqual({ ok: false, errors: { name: "Please enter a test name" } });
  });
});
