import { describe, expect, it } from "vitest";
import { httpUrl, logoUrl } from "./http-url";

/** What a stored row could hold where a URL belongs, none of which a page may use. */
const NEVER = [
  "javascript:alert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "https:evil.example/x.png",
  "ftp://files.example/x.png",
  "https://cdn.example/a\u0000b.png",
  "/demo-logos/a\nb.svg",
  " /demo-logos/x.svg",
  "",
  null,
  42,
];

describe("URLs a page may use", () => {
  it.each(NEVER)("neither a stream nor a logo: %j", (value) => {
    expect(httpUrl(value)).toBeNull();
    expect(logoUrl(value)).toBeNull();
  });

  it("absolute http(s) URLs for both", () => {
    expect(httpUrl("https://www.twitch.tv/esl")).toBe("https://www.twitch.tv/esl");
    expect(logoUrl("https://cdn.pandascore.co/x.png")).toBe("https://cdn.pandascore.co/x.png");
  });

  it("a path on this site for a logo (the demo data's), never for a stream", () => {
    expect(logoUrl("/demo-logos/ember-clan.svg")).toBe("/demo-logos/ember-clan.svg");
    expect(httpUrl("/demo-logos/ember-clan.svg")).toBeNull();
  });
});
