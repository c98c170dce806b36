import { describe, expect, it } from "vitest";
import { resolveRange, spanSegments } from "./ranges";
import { HOUR_MS } from "../../platform";

const now = new Date("2026-11-23T14:37:12Z");

describe("resolveRange", () => {
  it("makes Last 7 days the 168 hours up to the current one, hourly, with the 168 hours before as its previous period", () => {
    const r = resolveRange("7d", now);
    expect(r.toHour.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(r.fromHour.toISOString()).toBe("2026-11-16T15:00:00.000Z");
    expect((r.toHour.getTime() - r.fromHour.getTime()) / HOUR_MS + 1).toBe(168);
    expect(r.previous).toEqual({ fromHour: new Date("2026-11-09T15:00:00Z"), toHour: new Date("2026-11-16T14:00:00Z") });
    expect(r.chartGrain).toBe("hour");
    expect(r.to).toBe(now);
  });

  it("charts longer ranges by day and gives them an equally long previous period", () => {
    const r = resolveRange("365d", now);
    expect(r.chartGrain).toBe("day");
    const hours = (s: { fromHour: Date; toHour: Date }) => (s.toHour.getTime() - s.fromHour.getTime()) / HOUR_MS + 1;
    expect(hours(r)).toBe(365 * 24);
    expect(hours(r.previous!)).toBe(365 * 24);
    expect(r.previous!.toHour.getTime() + HOUR_MS).toBe(r.fromHour.getTime());
  });

  it("starts Lifetime on 2024-01-01 with no previous period", () => {
    const r = resolveRange("lifetime", now);
    expect(r.fromHour.toISOString()).toBe("2024-01-01T00:00:00.000Z");
    expect(r.previous).toBeNull();
  });
});

describe("spanSegments", () => {
  it("reads whole days from the daily rollup and the partial days at both edges hour by hour", () => {
    const s = spanSegments({ fromHour: new Date("2026-11-16T15:00:00Z"), toHour: new Date("2026-11-23T14:00:00Z") });
    expect(s.days).toEqual({ from: new Date("2026-11-17T00:00:00Z"), to: new Date("2026-11-23T00:00:00Z") });
    expect(s.hours).toEqual([
      { from: new Date("2026-11-16T15:00:00Z"), to: new Date("2026-11-17T00:00:00Z") },
      { from: new Date("2026-11-23T00:00:00Z"), to: new Date("2026-11-23T15:00:00Z") },
    ]);
  });

  it("drops an empty edge when the span starts at midnight or ends with the day's last hour", () => {
    const s = spanSegments({ fromHour: new Date("2024-01-01T00:00:00Z"), toHour: new Date("2024-01-03T23:00:00Z") });
    expect(s.days).toEqual({ from: new Date("2024-01-01T00:00:00Z"), to: new Date("2024-01-04T00:00:00Z") });
    expect(s.hours).toEqual([]);
  });

  it("uses hours only for a span inside one day", () => {
    const s = spanSegments({ fromHour: new Date("2026-11-23T03:00:00Z"), toHour: new Date("2026-11-23T14:00:00Z") });
    expect(s).toEqual({ days: null, hours: [{ from: new Date("2026-11-23T03:00:00Z"), to: new Date("2026-11-23T15:00:00Z") }] });
  });

  it("covers every hour of a span exactly once", () => {
    const span = { fromHour: new Date("2026-02-27T05:00:00Z"), toHour: new Date("2026-03-02T07:00:00Z") };
    const s = spanSegments(span);
    const covered =
      (s.days ? (s.days.to.getTime() - s.days.from.getTime()) / HOUR_MS : 0) + s.hours.reduce((n, h) => n + (h.to.getTime() - h.from.getTime()) / HOUR_MS, 0);
    expect(covered).toBe((span.toHour.getTime() - span.fromHour.getTime()) / HOUR_MS + 1);
  });
});
