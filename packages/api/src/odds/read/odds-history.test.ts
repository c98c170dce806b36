import { describe, expect, it } from "vitest";
import { thinSeries } from "./odds-history";

const point = (minute: number, price: number) => ({ at: new Date(Date.UTC(2026, 10, 24, 0, minute)), price });

describe("thinning a price series for the chart", () => {
  it("keeps a short series whole", () => {
    const points = [point(0, 2), point(5, 2.1)];
    expect(thinSeries(points, 10)).toEqual(points);
  });

  it("keeps at most the limit, the first and the last point, and each slice's last price", () => {
    const points = Array.from({ length: 1000 }, (_, i) => point(i, 1 + i / 1000));
    const thinned = thinSeries(points, 50);
    expect(thinned.length).toBeLessThanOrEqual(50);
    expect(thinned[0]).toBe(points[0]);
    expect(thinned[thinned.length - 1]).toBe(points[999]);
    for (let i = 1; i < thinned.length; i++) expect(thinned[i]!.at.getTime()).toBeGreaterThan(thinned[i - 1]!.at.getTime());
  });
});
