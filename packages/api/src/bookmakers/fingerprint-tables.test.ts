import { describe, expect, it } from "vitest";
import { ExpiringFingerprints, FingerprintCounts } from "./fingerprint-tables";

/** Fingerprints whose low halves share index slots, so probe runs and the shifts on removal are exercised. */
const colliding = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [i + 1, (i % 3) * 1024]);

describe("ExpiringFingerprints", () => {
  it("holds a fingerprint until its deadline and drops expired ones oldest first", () => {
    const set = new ExpiringFingerprints(10);
    set.hold(1, 2, 100);
    set.hold(3, 4, 200);
    expect(set.heldUntil(1, 2)).toBe(100);
    expect(set.heldUntil(1, 3)).toBeUndefined();
    set.expire(100);
    expect(set.heldUntil(1, 2)).toBeUndefined();
    expect(set.heldUntil(3, 4)).toBe(200);
    expect(set.size).toBe(1);
  });

  it("forgets the oldest when full, and finds every other through colliding probe runs", () => {
    const set = new ExpiringFingerprints(5);
    const fps = colliding(12);
    fps.forEach(([hi, lo], i) => set.hold(hi, lo, 1_000 + i));
    expect(set.size).toBe(5);
    fps.forEach(([hi, lo], i) => expect(set.heldUntil(hi, lo)).toBe(i >= 7 ? 1_000 + i : undefined));
  });

  it("gives a fingerprint held again its new deadline without a second entry", () => {
    const set = new ExpiringFingerprints(4);
    set.hold(1, 1, 10);
    set.hold(1, 1, 50);
    expect(set.size).toBe(1);
    expect(set.heldUntil(1, 1)).toBe(50);
  });

  it("stays consistent with a reference Map over many random holds and expiries", () => {
    const set = new ExpiringFingerprints(64);
    const reference = new Map<string, number>();
    const order: string[] = [];
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0);
    for (let t = 1; t <= 20_000; t++) {
      const [hi, lo] = [rand() % 50, (rand() % 40) * 8];
      const key = `${hi}:${lo}`;
      set.expire(t);
      while (order.length > 0 && reference.get(order[0]!)! <= t) reference.delete(order.shift()!);
      expect(set.heldUntil(hi, lo)).toBe(reference.get(key));
      if (!reference.has(key)) {
        if (order.length === 64) reference.delete(order.shift()!);
        reference.set(key, t + 100);
        order.push(key);
        set.hold(hi, lo, t + 100);
      }
      expect(set.size).toBe(reference.size);
    }
  });
});

describe("FingerprintCounts", () => {
  it("counts per fingerprint, refuses a newcomer once full, and clears at once", () => {
    const counts = new FingerprintCounts(3);
    const fps = colliding(4);
    for (const [hi, lo] of fps.slice(0, 3)) expect(counts.increment(hi, lo)).toBe(true);
    expect(counts.increment(...fps[0]!)).toBe(true);
    expect(counts.get(...fps[0]!)).toBe(2);
    expect(counts.increment(...fps[3]!)).toBe(false);
    expect(counts.get(...fps[3]!)).toBe(0);
    expect(counts.size).toBe(3);
    counts.clear();
    expect(counts.size).toBe(0);
    expect(counts.get(...fps[0]!)).toBe(0);
    expect(counts.increment(...fps[3]!)).toBe(true);
  });
});
