import { describe, expect, it } from "vitest";
import { readSessionCookie } from "./session-cookie";

describe("the consented session cookie", () => {
  it("is read among other cookies and refused when malformed", () => {
    expect(readSessionCookie("theme=dark; eb_sid=s_0123456789abcdef; other=1")).toBe("s_0123456789abcdef");
    expect(readSessionCookie("eb_sid=bad value")).toBeNull();
    expect(readSessionCookie("xeb_sid=s_0123456789abcdef")).toBeNull();
    expect(readSessionCookie("")).toBeNull();
  });
});
