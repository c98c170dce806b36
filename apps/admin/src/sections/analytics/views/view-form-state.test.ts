import { describe, expect, it } from "vitest";
import { EMPTY_VIEW_FORM, formFromView, readViewForm, toggleComponent } from "./view-form-state";

describe("the dashboard view form", () => {
  it("starts with the spec's defaults: 30 seconds, blue and slate", () => {
    expect(EMPTY_VIEW_FORM).toMatchObject({ refreshInterval: "30", primary: "#3b82f6", secondary: "#64748b", components: [] });
  });

  it("shows the spec's messages beside the name and the components", () => {
    expect(readViewForm(EMPTY_VIEW_FORM)).toEqual({
      ok: false,
      errors: { name: "Please enter a view name", components: "Please select at least one component" },
    });
  });

  it("turns an unparsable refresh interval into 30 seconds and keeps a valid one", () => {
    const base = { ...EMPTY_VIEW_FORM, name: "Mine", components: toggleComponent([], "user-behavior", true) };
    const soon = readViewForm({ ...base, refreshInterval: "soon" });
    expect(soon.ok && soon.value.config.refreshInterval).toBe(30);
    const two = readViewForm({ ...base, refreshInterval: "120" });
    expect(two.ok && two.value.config.refreshInterval).toBe(120);
    expect(readViewForm({ ...base, refreshInterval: "5" })).toMatchObject({ ok: false, errors: { refreshInterval: expect.stringContaining("10 to 300") } });
  });

  it("loads a saved view back into the form", () => {
    const config = {
      layout: "cards" as const,
      components: ["ab-testing"],
      colors: { primary: "#111111", secondary: "#222222" },
      showAlerts: true,
      showExport: false,
      refreshInterval: 90,
    };
    const form = formFromView({ name: "Saved", description: null, config });
    expect(form).toEqual({
      name: "Saved",
      description: "",
      layout: "cards",
      components: ["ab-testing"],
      primary: "#111111",
      secondary: "#222222",
      showAlerts: true,
      showExport: false,
      refreshInterval: "90",
    });
    expect(readViewForm(form)).toEqual({ ok: true, value: { name: "Saved", description: null, config } });
  });

  it("toggles a component on once and off again", () => {
    expect(toggleComponent(toggleComponent(["ab-testing"], "ab-testing", true), "user-behavior", true)).toEqual(["ab-testing", "user-behavior"]);
    expect(toggleComponent(["ab-testing", "user-behavior"], "ab-testing", false)).toEqual(["user-behavior"]);
  });
});
