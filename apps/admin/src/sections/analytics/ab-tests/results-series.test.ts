import { describe, expect, it } from "vitest";
import type { AbVerdict, SeriesPoint } from "./ab-test-types";
import { rateLines, rateRows, sessionsStillNeeded } from "./results-series";

const variants = [
  { id: 1, name: "Control" },
  { id: 2, name: "Variant A" },
];
const point = (at: string, variantId: number, sessions: number, conversions: number): SeriesPoint => ({ at, variantId, rate: conversions / sessions });
const H1 = "2026-03-01T10:00:00.000Z";
const H2 = "2026-03-01T11:00:00.000Z";
const H3 = "2026-03-01T12:00:00.000Z";

describe("the cumulative conversion rate chart", () => {
  const series = [point(H1, 1, 10, 1), point(H2, 1, 20, 4), point(H3, 1, 30, 6), point(H2, 2, 10, 5), point(H3, 2, 25, 10)];

  it("draws one line per variant in the variants' order, each in its own colour", () => {
    const lines = rateLines(series, variants);
    expect(lines.map((l) => [l.name, l.color, l.points.length])).toEqual([
      ["Control", "#94a3b8", 3],
      ["Variant A", "#3b82f6", 2],
    ]);
    expect(lines[1]!.points).toEqual([
      { at: H2, rate: 0.5 },
      { at: H3, rate: 0.4 },
    ]);
  });

  it("tabulates each time with every variant's rate, none before a variant's first session", () => {
    expect(rateRows(series, variants)).toEqual([
      { at: H1, rates: [0.1, null] },
      { at: H2, rates: [0.2, 0.5] },
      { at: H3, rates: [0.2, 0.4] },
    ]);
  });

  it("keeps a variant's last rate through a time it had no new data", () => {
    expect(rateRows([point(H1, 1, 10, 1), point(H1, 2, 10, 2), point(H2, 1, 20, 4)], variants)).toEqual([
      { at: H1, rates: [0.1, 0.2] },
      { at: H2, rates: [0.2, 0.2] },
    ]);
  });

  it("thins a long series to the row limit, keeping the first and the last time", () => {
    const long = Array.from({ length: 250 }, (_, i) => point(new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(), 1, i + 1, 1));
    const rows = rateRows(long, variants, 100);
    expect(rows).toHaveLength(100);
    expect(rows[0]!.at).toBe(long[0]!.at);
    expect(rows.at(-1)!.at).toBe(long.at(-1)!.at);
    expect(new Set(rows.map((r) => r.at)).size).toBe(100);
  });
});

describe("sessions still needed", () => {
  const verdictOf = (sessions: number[], extra: Partial<AbVerdict> & Pick<AbVerdict, "status">): AbVerdict =>
    ({
      srmPValue: 1,
      variants: sessions.map((s, i) => ({ id: i + 1, name: `V${i}`, isControl: i === 0, allocation: 50, sessions: s, conversions: 0, rate: 0, lift: null })),
      ...extra,
    }) as AbVerdict;

  it("gives each variant its own shortfall to more than 30 sessions", () => {
    const needed = sessionsStillNeeded(verdictOf([40, 10], { status: "not_enough_data", sessionsNeeded: 21 }));
    expect([...needed]).toEqual([
      [1, 0],
      [2, 21],
    ]);
    expect([...sessionsStillNeeded(verdictOf([0, 0], { status: "not_enough_data", sessionsNeeded: 31 }))]).toEqual([
      [1, 31],
      [2, 31],
    ]);
  });

  it("is empty once there is enough data", () => {
    expect(sessionsStillNeeded(verdictOf([40, 40], { status: "no_winner" })).size).toBe(0);
  });
});
