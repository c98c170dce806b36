import { describe, expect, it } from "vitest";
import { headerVisibleAfterScroll } from "./header-visibility";

describe("headerVisibleAfterScroll", () => {
  it("is always visible on viewports wider than 1023px", () => {
    expect(headerVisibleAfterScroll(100, 500, 1024, true)).toBe(true);
  });
  it("hides when scrolling down on narrow viewports", () => {
    expect(headerVisibleAfterScroll(100, 200, 1023, true)).toBe(false);
    expect(headerVisibleAfterScroll(100, 200, 390, true)).toBe(false);
  });
  it("shows when scrolling up", () => {
    expect(headerVisibleAfterScroll(300, 200, 390, false)).toBe(true);
  });
  it("shows when the scroll position is under 10, even while scrolling down", () => {
    expect(headerVisibleAfterScroll(0, 9, 390, false)).toBe(true);
    expect(headerVisibleAfterScroll(0, 10, 390, true)).toBe(false);
  });
  it("keeps its state when the position does not change", () => {
    expect(headerVisibleAfterScroll(200, 200, 390, false)).toBe(false);
  });
});
