import { describe, expect, it } from "vitest";
import { mfaQuestion } from "./mfa-confirms";

describe("mfaQuestion", () => {
  it("says what removing the last factor means: no second factor, no recovery codes, set up again", () => {
    const q = mfaQuestion({ kind: "disable", factorId: "f", name: "Authenticator app", last: true });
    expect(q.title).toBe("Disable your only authenticator?");
    expect(q.description).toContain("only second factor");
    expect(q.description).toContain("recovery codes");
    expect(q.description).toContain("set up an authenticator again");
  });
  it("asks less of a factor that is not the last", () => {
    const q = mfaQuestion({ kind: "disable", factorId: "f", name: "Phone", last: false });
    expect(q.title).toBe("Disable Phone?");
    expect(q.description).toContain("keep working");
  });
  it("warns that new recovery codes end the current ones", () => {
    expect(mfaQuestion({ kind: "codes" }).description).toMatch(/current recovery codes stop working at once/);
  });
});
