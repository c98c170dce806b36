import { describe, expect, it } from "vitest";
import { scrollEdges } from "./use-scroll-edges";

describe("scrollEdges", () => {
  it("shows nothing hidden when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ before: false, after: false });
  });
  it("shows more after the view at the start, on both sides in the middle, and before it at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: false, after: true });
    expect(scrollEdges({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: true });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: false });
  });
  it("ignores the sub-pixel remainder of a zoomed screen", () => {
    expect(scrollEdges({ scrollLeft: 199.5, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: false });
  });
});
