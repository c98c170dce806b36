import { describe, expect, it } from "vitest";
import { capEventDetail, DETAIL_LIMITS } from "./event-detail";

describe("capEventDetail", () => {
  it("keeps small details as they are", () => {
    expect(capEventDetail({ reason: "csrf:cross-origin", path: "/api/admin/auth.signIn", n: 3, ok: true, none: null })).toEqual({
      reason: "csrf:cross-origin",
      path: "/api/admin/auth.signIn",
      n: 3,
      ok: true,
      none: null,
    });
    expect(capEventDetail(undefined)).toBeNull();
    expect(capEventDetail({})).toBeNull();
  });

  it("shortens long strings and long keys", () => {
    const capped = capEventDetail({ path: `/api/admin/${"x".repeat(5000)}`, ["k".repeat(100)]: "v" })!;
    expect((capped.path as string).length).toBe(DETAIL_LIMITS.maxStringLength);
    expect((capped.path as string).endsWith("…")).toBe(true);
    expect(Object.keys(capped)[1]!.length).toBe(DETAIL_LIMITS.maxKeyLength);
  });

  it("keeps only the first few keys", () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(capEventDetail(many)!)).toEqual(Array.from({ length: DETAIL_LIMITS.maxKeys }, (_, i) => `k${i}`));
  });

  it("flattens nested values into bounded text", () => {
    const capped = capEventDetail({ nested: { deep: "y".repeat(10_000) }, list: [1, 2] })!;
    expect(typeof capped.nested).toBe("string");
    expect((capped.nested as string).length).toBeLessThanOrEqual(DETAIL_LIMITS.maxStringLength);
    expect(capped.list).toBe("[1,2]");
  });

  it("replaces control characters, which PostgreSQL would refuse (NUL) or a log reader would misread", () => {
    expect(capEventDetail({ path: "/a\u0000b\nc" })).toEqual({ path: "/a\uFFFDb\uFFFDc" });
  });

  it("never leaves a lone surrogate, which jsonb would refuse, also when shortening", () => {
    const capped = capEventDetail({ cut: `${"a".repeat(DETAIL_LIMITS.maxStringLength - 2)}😀😀`, lone: "x\uD83D" })!;
    expect(JSON.stringify(capped)).not.toMatch(/\\ud8/i);
    expect(capped.lone).toBe("x\uFFFD");
  });

  it("keeps the whole detail under the total size cap, whatever it held", () => {
    const wide = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`${"k".repeat(39)}${i}`, "é".repeat(500)]));
    const capped = capEventDetail(wide)!;
    expect(Buffer.byteLength(JSON.stringify(capped))).toBeLessThanOrEqual(DETAIL_LIMITS.maxTotalBytes);
    expect(Object.keys(capped).length).toBeGreaterThan(0);
  });

  it("stores a nested value without JSON text (its toJSON gives nothing) as plain text", () => {
    expect(capEventDetail({ odd: { toJSON: () => undefined } })).toEqual({ odd: "[object Object]" });
  });

  it("drops undefined and non-finite values", () => {
    expect(capEventDetail({ a: undefined, b: Number.NaN, c: 1 })).toEqual({ b: null, c: 1 });
  });
});
