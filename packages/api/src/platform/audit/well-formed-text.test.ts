import { describe, expect, it } from "vitest";
import { hasLoneSurrogates } from "../../contracts/text";
import { toStorableText } from "./well-formed-text";

describe("well-formed text", () => {
  it("finds lone surrogates and accepts pairs", () => {
    expect(hasLoneSurrogates("emoji 😀 ok")).toBe(false);
    expect(hasLoneSurrogates("a\uD83Db")).toBe(true);
    expect(hasLoneSurrogates("a\uDE00")).toBe(true);
    expect(hasLoneSurrogates("\uD83D")).toBe(true);
  });

  it("replaces lone surrogates and control characters, keeping the rest", () => {
    expect(toStorableText("a\uD83Db\u0000c😀\n")).toBe("a\uFFFDb\uFFFDc😀\uFFFD");
    expect(toStorableText("plain ü")).toBe("plain ü");
  });
});
