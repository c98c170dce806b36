import { describe, expect, it } from "vitest";
import { mapsPlayedRange, mapsToWin } from "./fixture";
import { isSelectionOf, marketKey, marketRefusal, marketSelections, parseMarketKey, possibleScores, type OddsMarket } from "./markets";
import { isPriceable, quoteStatus } from "./quotes";

describe("series formats", () => {
  it("needs 1, 2, 3, 4 maps to win a bo1, bo3, bo5, bo7, and lasts from that many to all of them", () => {
    expect([1, 3, 5, 7].map((n) => mapsToWin(n as 1 | 3 | 5 | 7))).toEqual([1, 2, 3, 4]);
    expect(mapsPlayedRange(3)).toEqual({ min: 2, max: 3 });
    expect(mapsPlayedRange(1)).toEqual({ min: 1, max: 1 });
    expect(mapsPlayedRange(2)).toEqual({ min: 2, max: 2 });
  });
});

describe("marketRefusal: a market only where the series can settle it", () => {
  it("takes a two-way winner in odd formats and a three-way one only in a bo2", () => {
    expect(marketRefusal({ kind: "winner", ways: 2 }, 3)).toBeNull();
    expect(marketRefusal({ kind: "winner", ways: 3 }, 3)).toBe("ways-mismatch");
    expect(marketRefusal({ kind: "winner", ways: 3 }, 2)).toBeNull();
    expect(marketRefusal({ kind: "winner", ways: 2 }, 2)).toBe("ways-mismatch");
    // The winner is the one market that needs no known format.
    expect(marketRefusal({ kind: "winner", ways: 2 }, null)).toBeNull();
  });

  it("has no map handicap in a bo1, only ±1 and ±1.5 in a bo3, up to ±2.5 in a bo5", () => {
    expect(marketRefusal({ kind: "map_handicap", line: -1.5 }, 1)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: 1.5 }, 1)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: -0.5 }, 1)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: -1.5 }, 3)).toBeNull();
    expect(marketRefusal({ kind: "map_handicap", line: 1 }, 3)).toBeNull();
    expect(marketRefusal({ kind: "map_handicap", line: 0.5 }, 3)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: -2.5 }, 3)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: 2.5 }, 5)).toBeNull();
    expect(marketRefusal({ kind: "map_handicap", line: 3.5 }, 5)).toBe("line-impossible");
    expect(marketRefusal({ kind: "map_handicap", line: 1.25 }, 5)).toBe("line-malformed");
    expect(marketRefusal({ kind: "map_handicap", line: -1.5 }, null)).toBe("format-unknown");
  });

  it("takes a total-maps line only between the fewest and the most maps", () => {
    expect(marketRefusal({ kind: "total_maps", line: 2.5 }, 3)).toBeNull();
    expect(marketRefusal({ kind: "total_maps", line: 1.5 }, 3)).toBe("line-impossible");
    expect(marketRefusal({ kind: "total_maps", line: 3.5 }, 3)).toBe("line-impossible");
    expect(marketRefusal({ kind: "total_maps", line: 0.5 }, 1)).toBe("line-impossible");
    expect(marketRefusal({ kind: "total_maps", line: 4.5 }, 5)).toBeNull();
    expect(marketRefusal({ kind: "total_maps", line: Number.NaN }, 5)).toBe("line-malformed");
  });

  it("takes map N only up to the format's number of maps", () => {
    expect(marketRefusal({ kind: "map_winner", map: 1 }, 1)).toBeNull();
    expect(marketRefusal({ kind: "map_winner", map: 2 }, 1)).toBe("map-out-of-range");
    expect(marketRefusal({ kind: "map_winner", map: 3 }, 3)).toBeNull();
    expect(marketRefusal({ kind: "map_winner", map: 0 }, 3)).toBe("map-out-of-range");
    expect(marketRefusal({ kind: "map_winner", map: 1.5 }, 3)).toBe("map-out-of-range");
  });
});

describe("selections", () => {
  it("lists exactly the scores a series can end on", () => {
    expect(possibleScores(1)).toEqual(["1-0", "0-1"]);
    expect(possibleScores(3)).toEqual(["2-0", "2-1", "1-2", "0-2"]);
    expect(possibleScores(5)).toEqual(["3-0", "3-1", "3-2", "2-3", "1-3", "0-3"]);
    expect(possibleScores(7)).toHaveLength(8);
    expect(possibleScores(2)).toEqual(["2-0", "1-1", "0-2"]);
  });

  it("refuses a score a series of that length cannot end on", () => {
    const cs = { kind: "correct_score" } as const;
    expect(isSelectionOf(cs, 3, "2-1")).toBe(true);
    expect(isSelectionOf(cs, 3, "3-0")).toBe(false);
    expect(isSelectionOf(cs, 3, "1-1")).toBe(false);
    expect(isSelectionOf(cs, 5, "3-0")).toBe(true);
    expect(isSelectionOf(cs, null, "2-0")).toBe(false);
  });

  it("gives each market its complete selection set, and none to an impossible market", () => {
    expect(marketSelections({ kind: "winner", ways: 3 }, 2)).toEqual(["home", "draw", "away"]);
    expect(marketSelections({ kind: "total_maps", line: 2.5 }, 3)).toEqual(["over", "under"]);
    expect(marketSelections({ kind: "map_handicap", line: -1.5 }, 1)).toBeNull();
  });

  it("keys markets so one line is one market", () => {
    expect(marketKey({ kind: "map_handicap", line: -1.5 })).toBe("map_handicap:-1.5");
    expect(marketKey({ kind: "map_handicap", line: 1.5 })).not.toBe(marketKey({ kind: "map_handicap", line: -1.5 }));
    expect(marketKey({ kind: "winner", ways: 2 })).toBe("winner:2");
  });
});

describe("quote status: off-the-board prices are kept, never priced", () => {
  it("keeps an ordinary price open", () => {
    expect(quoteStatus(1.85, "open")).toEqual({ price: 1.85, status: "open" });
  });

  it("marks null, 1.00 or less, the 0.0001 sentinel, non-numbers and prices above 1000 off", () => {
    for (const price of [null, undefined, 1, 0.5, 0, 0.0001, -2, 1e9, 1000.01, "1.85", Number.NaN, Number.POSITIVE_INFINITY])
      expect(quoteStatus(price, "open").status).toBe("off");
    expect(quoteStatus(0.0001, "open").price).toBe(0.0001);
    expect(quoteStatus(1000, "open").status).toBe("open");
  });

  it("marks what the feed suspends suspended and what it disables off, whatever the price", () => {
    expect(quoteStatus(1.85, "suspended")).toEqual({ price: 1.85, status: "suspended" });
    expect(quoteStatus(1.85, "disabled")).toEqual({ price: 1.85, status: "off" });
  });

  it("lets only open quotes at valid prices be priced", () => {
    expect(isPriceable({ status: "open", price: 1.85 })).toBe(true);
    expect(isPriceable({ status: "suspended", price: 1.85 })).toBe(false);
    expect(isPriceable({ status: "off", price: 1.85 })).toBe(false);
    expect(isPriceable({ status: "open", price: null })).toBe(false);
    expect(isPriceable({ status: "open", price: 1e9 })).toBe(false);
  });
});

describe("parseMarketKey", () => {
  it("reads back every key marketKey writes, and nothing else", () => {
    const markets: OddsMarket[] = [
      { kind: "winner", ways: 2 },
      { kind: "winner", ways: 3 },
      { kind: "map_winner", map: 4 },
      { kind: "map_handicap", line: -1.5 },
      { kind: "map_handicap", line: 2.5 },
      { kind: "total_maps", line: 3.5 },
      { kind: "correct_score" },
    ];
    for (const market of markets) expect(parseMarketKey(marketKey(market))).toEqual(market);
    for (const key of ["h2h", "winner:4", "winner", "map_winner:1.5", "total_maps:", "total_maps:x", "map_handicap:1:2", "correct_score:1"])
      expect(parseMarketKey(key)).toBeNull();
  });
});
