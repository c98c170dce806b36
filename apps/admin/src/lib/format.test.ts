import { describe, expect, it } from "vitest";
import { countOf } from "./format";

describe("countOf", () => {
  it("uses the singular for exactly one and groups thousands", () => {
    expect(countOf(1, "click", "clicks")).toBe("1 click");
    expect(countOf(0, "click", "clicks")).toBe("0 clicks");
    expect(countOf(12345, "event", "events")).toBe("12,345 events");
  });
});
