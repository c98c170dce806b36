import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, DEFAULT_SECTION, findSection, sectionHref } from "./sections";

describe("admin sections", () => {
  it("are the spec's six tabs and Jurisdictions (issue 26), in order, with Analytics the default", () => {
    expect(ADMIN_SECTIONS.map((s) => s.label)).toEqual(["Analytics", "Bookmakers", "Teams", "Jurisdictions", "Security", "Debug Tools", "Settings"]);
    expect(DEFAULT_SECTION.label).toBe("Analytics");
    expect(sectionHref(DEFAULT_SECTION)).toBe("/admin/analytics");
  });
  it("each have their own URL segment", () => {
    const paths = ADMIN_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^[a-z][a-z-]*$/);
  });
  it("are found by their segment only", () => {
    expect(findSection("security")?.label).toBe("Security");
    expect(findSection("debug")?.label).toBe("Debug Tools");
    expect(findSection("Security")).toBeUndefined();
    expect(findSection("nope")).toBeUndefined();
    expect(findSection(undefined)).toBeUndefined();
  });
});
