import { describe, expect, it } from "vitest";
import { PUBLISH_STATUSES } from "./bookmakers";
import { VISIBILITIES, visibilityFields, visibilityOf } from "./bookmaker-visibility";

describe("bookmaker visibility", () => {
  it("reads live only for a published, active bookmaker; paused for a published inactive one", () => {
    expect(visibilityOf({ publishStatus: "published", active: true })).toBe("live");
    expect(visibilityOf({ publishStatus: "published", active: false })).toBe("paused");
  });
  it("reads a draft or archived bookmaker as that, whatever its active flag (no 'Active + Draft')", () => {
    for (const active of [true, false]) {
      expect(visibilityOf({ publishStatus: "draft", active })).toBe("draft");
      expect(visibilityOf({ publishStatus: "archived", active })).toBe("archived");
    }
  });
  it("gives each state the columns that read back as it", () => {
    for (const v of VISIBILITIES) {
      for (const active of [true, false]) {
        const fields = visibilityFields(v);
        expect(PUBLISH_STATUSES).toContain(fields.publishStatus);
        expect(visibilityOf({ active, ...fields })).toBe(v);
      }
    }
  });
});
