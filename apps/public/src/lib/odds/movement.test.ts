import { describe, expect, it } from "vitest";
import type { OddsHistory } from "@eb/api/shared";
import { historySides, movementRows, priceAt, priceDomain, sideSeries, stepPoints, timeTickCount, timeTickLabel } from "./movement";

const t = (minute: number) => Date.parse("2026-11-24T12:00:00Z") + minute * 60_000;
const iso = (minute: number) => new Date(t(minute)).toISOString();

const history: OddsHistory = {
  matchId: 1,
  source: "demo",
  series: [
    {
      bookmakerId: 1,
      bookmakerName: "One",
      side: "teamA",
      points: [
        { at: iso(15), price: 1.9 },
        { at: iso(0), price: 1.8 },
      ],
    },
    { bookmakerId: 1, bookmakerName: "One", side: "teamB", points: [{ at: iso(0), price: 2.0 }] },
    {
      bookmakerId: 2,
      bookmakerName: "Two",
      side: "teamA",
      points: [
        { at: iso(5), price: 1.85 },
        { at: iso(30), price: 1.75 },
      ],
    },
    { bookmakerId: 3, bookmakerName: "Empty", side: "draw", points: [] },
  ],
};

describe("sideSeries and historySides", () => {
  it("keeps one side's bookmakers with points, oldest point first", () => {
    const a = sideSeries(history, "teamA");
    expect(a.map((s) => s.bookmakerName)).toEqual(["One", "Two"]);
    expect(a[0]!.points).toEqual([
      { at: t(0), price: 1.8 },
      { at: t(15), price: 1.9 },
    ]);
    expect(sideSeries(history, "draw")).toEqual([]);
  });

  it("lists the sides that have prices, team A first and team B last", () => {
    expect(historySides(history)).toEqual(["teamA", "teamB"]);
  });
});

describe("priceAt", () => {
  const points = [
    { at: t(0), price: 1.8 },
    { at: t(15), price: 1.9 },
  ];
  it("is the last price at or before the instant, and null before the first", () => {
    expect(priceAt(points, t(-1))).toBeNull();
    expect(priceAt(points, t(0))).toBe(1.8);
    expect(priceAt(points, t(14))).toBe(1.8);
    expect(priceAt(points, t(15))).toBe(1.9);
    expect(priceAt(points, t(99))).toBe(1.9);
  });
});

describe("stepPoints", () => {
  it("turns changes into steps and runs the last price on to the time the prices were last seen", () => {
    expect(
      stepPoints(
        [
          { at: t(0), price: 1.8 },
          { at: t(15), price: 1.9 },
          { at: t(20), price: 1.9 },
        ],
        t(40),
      ),
    ).toEqual([
      { at: t(0), price: 1.8 },
      { at: t(15), price: 1.8 },
      { at: t(15), price: 1.9 },
      { at: t(20), price: 1.9 },
      { at: t(40), price: 1.9 },
    ]);
  });

  it("adds nothing past the last point when it is the latest, and nothing for no points", () => {
    expect(stepPoints([{ at: t(5), price: 2 }], t(5))).toEqual([{ at: t(5), price: 2 }]);
    expect(stepPoints([], t(5))).toEqual([]);
  });
});

describe("movementRows", () => {
  it("has a row per change of any bookmaker, each bookmaker's price carried forward", () => {
    expect(movementRows(sideSeries(history, "teamA"))).toEqual([
      { at: t(0), prices: [1.8, null] },
      { at: t(5), prices: [1.8, 1.85] },
      { at: t(15), prices: [1.9, 1.85] },
      { at: t(30), prices: [1.9, 1.75] },
    ]);
    expect(movementRows([])).toEqual([]);
  });
});

describe("priceDomain", () => {
  it("pads the range of prices, never below 1", () => {
    const [low, high] = priceDomain(sideSeries(history, "teamA"));
    // 1.75 to 1.9: a tenth of the range is under 0.05, so 0.05 either side.
    expect(low).toBeCloseTo(1.7, 10);
    expect(high).toBeCloseTo(1.95, 10);
    const wide = priceDomain([
      {
        bookmakerId: 1,
        bookmakerName: "x",
        points: [
          { at: 0, price: 1.5 },
          { at: 1, price: 3.5 },
        ],
      },
    ]);
    expect(wide[0]).toBeCloseTo(1.3, 10);
    expect(wide[1]).toBeCloseTo(3.7, 10);
    expect(priceDomain([{ bookmakerId: 1, bookmakerName: "x", points: [{ at: 0, price: 1.02 }] }])).toEqual([1, 1.07]);
    expect(priceDomain([])).toEqual([1, 2]);
  });
});

describe("timeTickLabel and timeTickCount", () => {
  it("labels with the time of day, and the date where a day starts, over up to 3 days", () => {
    expect(timeTickLabel(t(90), 6 * 3_600_000, "UTC")).toBe("13:30");
    expect(timeTickLabel(t(90), 26 * 3_600_000, "Europe/Berlin")).toBe("14:30");
    expect(timeTickLabel(t(12 * 60), 26 * 3_600_000, "UTC")).toBe("Nov 25");
    expect(timeTickLabel(t(11 * 60), 26 * 3_600_000, "Europe/Berlin")).toBe("Nov 25");
    expect(timeTickLabel(t(90), 3 * 24 * 3_600_000, "UTC")).toBe("13:30");
  });

  it("labels with the date alone over longer", () => {
    expect(timeTickLabel(t(90), 3 * 24 * 3_600_000 + 1, "UTC")).toBe("Nov 24");
  });

  it("fits one label per 110 px, never fewer than 2", () => {
    expect(timeTickCount(330)).toBe(3);
    expect(timeTickCount(1200)).toBe(10);
    expect(timeTickCount(0)).toBe(2);
  });
});
