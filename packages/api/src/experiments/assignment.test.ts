import { describe, expect, it } from "vitest";
import { assignVariant, fnv1a32 } from "./assignment";
import { sampleRatioCheck } from "./statistics";

describe("FNV-1a 32-bit", () => {
  it("matches the published test vectors", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });
});

describe("variant assignment", () => {
  const halves = [
    { id: "control", allocation: 50 },
    { id: "a", allocation: 50 },
  ];

  it("gives a session the same variant every time, and other tests their own draw", () => {
    const first = assignVariant("hero-1", "s_abc", halves);
    for (let i = 0; i < 5; i++) expect(assignVariant("hero-1", "s_abc", halves)).toBe(first);
    const perTest = new Set(Array.from({ length: 20 }, (_, i) => assignVariant(`test-${i}`, "s_abc", halves)));
    expect(perTest.size).toBe(2);
  });

  it("follows the allocation: 20,000 sessions pass the sample-ratio check at 50/50 and 10/90", () => {
    for (const weights of [
      [50, 50],
      [10, 90],
    ]) {
      const variants = weights.map((allocation, i) => ({ id: i, allocation }));
      const counts = weights.map(() => 0);
      for (let s = 0; s < 20_000; s++) counts[assignVariant("cta-7", `sess_${s.toString(36)}_${s * 7919}`, variants)!]!++;
      expect(sampleRatioCheck(counts, weights).flagged).toBe(false);
      expect(Math.abs(counts[0]! / 20_000 - weights[0]! / 100)).toBeLessThan(0.015);
    }
  });

  it("never picks a variant without traffic", () => {
    const variants = [
      { id: "off", allocation: 0 },
      { id: "on", allocation: 100 },
    ];
    for (let s = 0; s < 200; s++) expect(assignVariant("t", `s${s}`, variants)).toBe("on");
    expect(assignVariant("t", "s", [{ id: "x", allocation: 0 }])).toBeNull();
  });
});
