import { describe, expect, it } from "vitest";
import { newClickId, withClickId } from "./click-ids";

describe("click ids", () => {
  it("are 128 random bits in base64url, never repeated across many pools of random bytes", () => {
    const ids = Array.from({ length: 5_000 }, () => newClickId());
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("go in the programme's parameter or in place of the placeholder, which an uncounted click empties", () => {
    expect(withClickId("https://b.example/join?aff=1&btag=old", "btag", "ID")).toBe("https://b.example/join?aff=1&btag=ID");
    expect(withClickId("https://b.example/go?subid={click_id}", null, "ID")).toBe("https://b.example/go?subid=ID");
    expect(withClickId("https://b.example/go?subid={click_id}", null, null)).toBe("https://b.example/go?subid=");
  });
});
