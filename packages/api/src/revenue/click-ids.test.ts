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

  it("go once, in the parameter, when the URL also holds a {click_id} placeholder: the placeholder is emptied, never sent", () => {
    // The parameter is the programme's setting, saved on purpose; a placeholder left in its URL must not carry a second copy.
    expect(withClickId("https://b.example/r/{click_id}?aff=1", "btag", "ID")).toBe("https://b.example/r/?aff=1&btag=ID");
    expect(withClickId("https://b.example/r/%7Bclick_id%7D?s={click_id}", "btag", "ID")).toBe("https://b.example/r/?s=&btag=ID");
    // Uncounted: the stored parameter is left as it is and the placeholder emptied.
    expect(withClickId("https://b.example/r/{click_id}?btag=stored", "btag", null)).toBe("https://b.example/r/?btag=stored");
  });
});
