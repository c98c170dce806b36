import { describe, expect, it } from "vitest";
import { cleanCode } from "./clean-code";

describe("cleanCode", () => {
  it("keeps digits only, at most 6, for an authenticator code", () => {
    expect(cleanCode("12 34-5678", false)).toBe("123456");
  });
  it("keeps a pasted code as an authenticator app shows it, with its space, whole", () => {
    expect(cleanCode("123 456")).toBe("123456");
    expect(cleanCode(" 123 456 \n")).toBe("123456");
  });
  it("uppercases a recovery code and keeps at most 8 letters and digits", () => {
    expect(cleanCode("ab-cd efgh-ij", true)).toBe("ABCDEFGH");
  });
});
