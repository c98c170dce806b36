import { describe, expect, it } from "vitest";
import { challengeInput, signInInput, SIGN_IN_REQUIRED, VALID_CODE_REQUIRED } from "@eb/api/contracts";
import { fieldErrors, refusedFields } from "./field-errors";

describe("fieldErrors", () => {
  it("keeps the first message per field, keyed by the field's name", () => {
    expect(
      fieldErrors([
        { path: ["email"], message: "first" },
        { path: ["email"], message: "second" },
        { path: ["password"], message: "other" },
        { path: [], message: "form" },
      ]),
    ).toEqual({ email: "first", password: "other", "": "form" });
  });
  it("turns the shared sign-in and code contracts into the spec's form messages", () => {
    const signIn = signInInput.safeParse({ email: " ", password: "" });
    expect(signIn.success).toBe(false);
    expect(fieldErrors(signIn.error!.issues)).toEqual({ email: SIGN_IN_REQUIRED, password: SIGN_IN_REQUIRED });
    const code = challengeInput.safeParse({ code: "123" });
    expect(fieldErrors(code.error!.issues)).toEqual({ code: VALID_CODE_REQUIRED });
    expect(VALID_CODE_REQUIRED).toBe("Please enter a valid verification code");
  });
});

describe("refusedFields", () => {
  it("places a refusal's issues under the fields of one input, first message per field", () => {
    const refusal = {
      data: {
        code: "conflict",
        issues: [
          { path: "content.feedKeys.stadar", message: "Already used by Nordic Odds" },
          { path: "content.feedKeys.stadar", message: "second" },
          { path: "content.keyFeatures.1.title", message: "Enter at most 80 characters" },
          { path: "version", message: "not a field of the form" },
          { path: "contentless", message: "only a prefix" },
        ],
      },
    };
    expect(refusedFields(refusal, "content")).toEqual({
      "feedKeys.stadar": "Already used by Nordic Odds",
      "keyFeatures.1.title": "Enter at most 80 characters",
    });
  });
  it("finds nothing in an error without issues, or with issues of another shape", () => {
    expect(refusedFields(new Error("network"), "content")).toEqual({});
    expect(refusedFields(null, "content")).toEqual({});
    expect(refusedFields({ data: { issues: [{ path: ["content", "name"], message: "x" }] } }, "content")).toEqual({});
  });
});
