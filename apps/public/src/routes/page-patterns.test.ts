import { describe, expect, it } from "vitest";
import { pagePattern, PUBLIC_PAGE_PATTERNS } from "@eb/api/shared";
import { routes } from "./route-table";

describe("the route patterns /go clicks are attributed to", () => {
  it("are the route table's paths, in its order: a new page is attributed under its own pattern", () => {
    expect([...PUBLIC_PAGE_PATTERNS]).toEqual(routes.map((r) => r.path));
  });

  it("each route's own path maps to itself", () => {
    for (const r of routes) expect(pagePattern(r.path), r.path).toBe(r.path);
  });
});
