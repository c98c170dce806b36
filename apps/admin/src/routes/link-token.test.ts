import { describe, expect, it } from "vitest";
import { oneTimeLinkFromHash } from "./link-token";

describe("oneTimeLinkFromHash", () => {
  const token = "Abc_def-0123456789ghijklmnopqrstuvwxyzABCDE";

  it("reads the token of an invitation link, a password reset link and the first admin's setup link", () => {
    expect(oneTimeLinkFromHash(`#invite=${token}`)).toEqual({ kind: "invite", token });
    expect(oneTimeLinkFromHash(`#reset=${token}`)).toEqual({ kind: "reset", token });
    expect(oneTimeLinkFromHash(`#setup=${token}`)).toEqual({ kind: "setup", token });
  });

  it("ignores anything that is not exactly one well-formed token", () => {
    for (const hash of [
      "",
      "#",
      "#invite=",
      "#invite=short",
      "#reset=short",
      "#setup=short",
      "#invite=has space in it 0123456789",
      `#invite=${"a".repeat(101)}`,
      `#reset=${token}&invite=${token}`,
      "#other=abcdefghijklmnopqrstuvwxyz",
    ])
      expect(oneTimeLinkFromHash(hash)).toBeNull();
  });
});
