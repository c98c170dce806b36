import { describe, expect, it } from "vitest";
import { breakEndText } from "./break-end";

describe("a break's end in words", () => {
  it("is spelt out in UTC, whatever the machine's time zone, minutes padded", () => {
    expect(breakEndText("2026-11-25T12:00:00.000Z")).toBe("25 November 2026, 12:00 UTC");
    expect(breakEndText("2027-05-31T23:05:59.999Z")).toBe("31 May 2027, 23:05 UTC");
    expect(breakEndText("2026-01-01T00:00:00.000Z")).toBe("1 January 2026, 00:00 UTC");
  });
});
