import { describe, expect, it } from "vitest";
import { fieldAria } from "./field-aria";

describe("fieldAria", () => {
  it("describes the control by its description and its error, and marks it invalid only with an error", () => {
    expect(fieldAria("code", { description: true, error: true }).control).toEqual({
      id: "code",
      "aria-describedby": "code-description code-error",
      "aria-invalid": true,
    });
    expect(fieldAria("code", { description: true, error: false }).control).toEqual({
      id: "code",
      "aria-describedby": "code-description",
      "aria-invalid": undefined,
    });
  });
  it("keeps the control's own aria-describedby and adds nothing when there is nothing to point at", () => {
    expect(fieldAria("email", { description: false, error: true, describedBy: "hint" }).control["aria-describedby"]).toBe("hint email-error");
    expect(fieldAria("email", { description: false, error: false }).control["aria-describedby"]).toBeUndefined();
  });
});
