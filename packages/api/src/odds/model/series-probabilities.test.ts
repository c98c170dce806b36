import { describe, expect, it } from "vitest";
import type { BestOf } from "./fixture";
import { marketRefusal, possibleScores } from "./markets";
import { mapWinProbabilityFor, marketProbabilities, scoreProbabilities, seriesWinProbability, typicalMarkets } from "./series-probabilities";

const FORMATS: BestOf[] = [1, 2, 3, 5, 7];
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe("scoreProbabilities", () => {
  it("gives every possible score, in possibleScores' order, adding up to 1", () => {
    for (const bestOf of FORMATS)
      for (const p of [0.2, 0.5, 0.73]) {
        const scores = scoreProbabilities(p, bestOf);
        expect([...scores.keys()]).toEqual(possibleScores(bestOf));
        expect(sum(scores.values())).toBeCloseTo(1, 12);
      }
  });

  it("counts the orders a series can be won in: a bo3 at p = 0.6", () => {
    // 2-0: 0.36; 2-1: two orders (WLW, LWW) of 0.6²·0.4; 1-2: two orders of 0.4²·0.6; 0-2: 0.16.
    expect(Object.fromEntries(scoreProbabilities(0.6, 3))).toEqual({
      "2-0": expect.closeTo(0.36, 12),
      "2-1": expect.closeTo(0.288, 12),
      "1-2": expect.closeTo(0.192, 12),
      "0-2": expect.closeTo(0.16, 12),
    });
  });

  it("plays a bo2 out: the draw is 2p(1-p)", () => {
    expect(scoreProbabilities(0.7, 2).get("1-1")).toBeCloseTo(0.42, 12);
  });
});

describe("marketProbabilities", () => {
  const p = 0.62;

  it("adds up to 1 in every typical market of every format, each market valid for its format", () => {
    for (const bestOf of FORMATS)
      for (const market of typicalMarkets(bestOf)) {
        expect(marketRefusal(market, bestOf)).toBeNull();
        expect(sum(marketProbabilities(market, p, bestOf)!.values())).toBeCloseTo(1, 12);
      }
  });

  it("keeps the markets consistent with one another in a bo3", () => {
    const scores = scoreProbabilities(p, 3);
    const winner = marketProbabilities({ kind: "winner", ways: 2 }, p, 3)!;
    // The favourite's wins by score add up to its series win.
    expect(winner.get("home")).toBeCloseTo(scores.get("2-0")! + scores.get("2-1")!, 12);
    // Giving 1.5 maps is winning 2-0; getting 1.5 is anything but losing 0-2.
    expect(marketProbabilities({ kind: "map_handicap", line: -1.5 }, p, 3)!.get("home")).toBeCloseTo(scores.get("2-0")!, 12);
    expect(marketProbabilities({ kind: "map_handicap", line: 1.5 }, p, 3)!.get("home")).toBeCloseTo(1 - scores.get("0-2")!, 12);
    // Over 2.5 maps is a 2-1 either way.
    expect(marketProbabilities({ kind: "total_maps", line: 2.5 }, p, 3)!.get("over")).toBeCloseTo(scores.get("2-1")! + scores.get("1-2")!, 12);
    // A map is a map.
    expect(marketProbabilities({ kind: "map_winner", map: 3 }, p, 3)!.get("home")).toBe(p);
  });

  it("makes the favourite's −1.5 handicap less likely than its series win, and its +1.5 more", () => {
    for (const bestOf of [3, 5, 7] as const) {
      const series = seriesWinProbability(p, bestOf);
      expect(marketProbabilities({ kind: "map_handicap", line: -1.5 }, p, bestOf)!.get("home")!).toBeLessThan(series);
      expect(marketProbabilities({ kind: "map_handicap", line: 1.5 }, p, bestOf)!.get("home")!).toBeGreaterThan(series);
    }
  });

  it("has no market a format cannot have", () => {
    expect(marketProbabilities({ kind: "map_handicap", line: -1.5 }, p, 1)).toBeNull();
    expect(marketProbabilities({ kind: "winner", ways: 2 }, p, 2)).toBeNull();
    expect(marketProbabilities({ kind: "map_winner", map: 4 }, p, 3)).toBeNull();
  });
});

describe("mapWinProbabilityFor", () => {
  it("inverts seriesWinProbability to well under a cent of price", () => {
    for (const bestOf of FORMATS)
      for (const series of [0.1, 0.35, 0.5, 0.8, 0.9]) expect(seriesWinProbability(mapWinProbabilityFor(series, bestOf), bestOf)).toBeCloseTo(series, 9);
  });

  it("needs a smaller map edge than series edge the longer the series", () => {
    expect(mapWinProbabilityFor(0.7, 1)).toBeCloseTo(0.7, 9);
    expect(mapWinProbabilityFor(0.7, 3)).toBeLessThan(0.7);
    expect(mapWinProbabilityFor(0.7, 5)).toBeLessThan(mapWinProbabilityFor(0.7, 3));
  });
});

describe("typicalMarkets", () => {
  const keys = (bestOf: BestOf) =>
    typicalMarkets(bestOf).map((m) =>
      m.kind === "winner" ? `winner:${m.ways}` : m.kind === "map_winner" ? `map:${m.map}` : "line" in m ? `${m.kind}:${m.line}` : m.kind,
    );

  it("offers what books offer on each format", () => {
    expect(keys(1)).toEqual(["winner:2", "map:1", "correct_score"]);
    expect(keys(2)).toEqual(["winner:3", "map:1", "map:2", "correct_score"]);
    expect(keys(3)).toEqual(["winner:2", "map:1", "map:2", "map:3", "map_handicap:-1.5", "map_handicap:1.5", "total_maps:2.5", "correct_score"]);
    expect(keys(5)).toEqual([
      "winner:2",
      "map:1",
      "map:2",
      "map:3",
      "map:4",
      "map:5",
      "map_handicap:-1.5",
      "map_handicap:1.5",
      "map_handicap:-2.5",
      "map_handicap:2.5",
      "total_maps:3.5",
      "total_maps:4.5",
      "correct_score",
    ]);
  });
});
