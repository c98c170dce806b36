import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueExperimentSession, verifyExperimentSession } from "./session-token";

describe("experiment session tokens", () => {
  const key = randomBytes(32);

  it("accepts what this key issued: a fresh random id every time", () => {
    const a = issueExperimentSession(key);
    const b = issueExperimentSession(key);
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(verifyExperimentSession(key, a.cookieValue)).toBe(a.sessionId);
    expect(a.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("refuses a chosen id, a changed signature, another key's token and anything malformed", () => {
    const issued = issueExperimentSession(key);
    const [id, sig] = issued.cookieValue.split(".") as [string, string];
    const flipped = `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`;
    for (const value of [
      id,
      "s_attacker_0",
      `${id}.${flipped}`,
      `e_${"A".repeat(22)}.${sig}`,
      issueExperimentSession(randomBytes(32)).cookieValue,
      `${issued.cookieValue}x`,
      `${issued.cookieValue}!`,
      "",
      undefined,
    ]) {
      expect(verifyExperimentSession(key, value)).toBeNull();
    }
  });
});
