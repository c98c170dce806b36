import { describe, expect, it } from "vitest";
import { appendCapped, gameOfPath, newScrollSteps, randomSessionId, safeUrl } from "./events";
import { parseConsent } from "./consent";

describe("tracker rules", () => {
  it("reports each 25% scroll step once", () => {
    expect(newScrollSteps(0, 1000, 4000, new Set())).toEqual([25]);
    expect(newScrollSteps(1000, 1000, 4000, new Set([25]))).toEqual([50]);
    expect(newScrollSteps(3000, 1000, 4000, new Set([25, 50]))).toEqual([75, 100]);
    expect(newScrollSteps(0, 1000, 800, new Set())).toEqual([25, 50, 75, 100]);
  });
  it("keeps only the newest 1000 events locally", () => {
    const list = appendCapped(
      Array.from({ length: 999 }, (_, i) => i),
      [999, 1000, 1001],
    );
    expect(list).toHaveLength(1000);
    expect(list[0]).toBe(2);
    expect(list.at(-1)).toBe(1001);
  });
  it("sends same-site URLs as paths and drops non-http schemes", () => {
    expect(safeUrl("https://site.example/bonuses?a=1", "https://site.example")).toBe("/bonuses?a=1");
    expect(safeUrl("https://www.google.com/", "https://site.example")).toBe("https://www.google.com/");
    expect(safeUrl("javascript:alert(1)", "https://site.example")).toBeUndefined();
  });
  it("knows the game of a guide page", () => {
    expect(gameOfPath("/games/dota2")).toBe("dota2");
    expect(gameOfPath("/games/chess")).toBeNull();
  });
  it("makes session ids the server accepts", () => {
    expect(randomSessionId(() => "123e4567-e89b-12d3-a456-426614174000")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
  it("parses stored consent, essential always true", () => {
    expect(parseConsent(JSON.stringify({ analytics: true, marketing: false, decidedAt: "x" }))).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
    });
    expect(parseConsent("{bad")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: "yes" }))).toBeNull();
  });
});
