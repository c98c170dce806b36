import { describe, expect, it } from "vitest";
import { challengeInput, signInInput, SIGN_IN_REQUIRED, VALID_CODE_REQUIRED } from "@eb/api/contracts";
import { fieldErrors } from "./field-errors";

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
