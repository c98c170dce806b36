import { describe, expect, it } from "vitest";
import { inviteTokenFromHash } from "./invite-token";

describe("inviteTokenFromHash", () => {
  it("reads the token of an invitation link", () => {
    const token = "Abc_def-0123456789ghijklmnopqrstuvwxyzABCDE";
    expect(inviteTokenFromHash(`#invite=${token}`)).toBe(token);
  });

  it("ignores anything that is not exactly one well-formed token", () => {
    for (const hash of [
      "",
      "#",
      "#invite=",
      "#invite=short",
      "#invite=has space in it 0123456789",
      `#invite=${"a".repeat(101)}`,
      "#other=abcdefghijklmnopqrstuvwxyz",
    ])
      expect(inviteTokenFromHash(hash)).toBeNull();
  });
});
