import { describe, expect, it } from "vitest";
import { MARKET_KINDS } from "@eb/api/shared";
import { demoRowsMixed, favouriteBestPrice, MARKET_TAB_LABELS, marketBetLabel, pricedTabs, showsBest } from "./market-figures";
import { handicapTable, mapWinnerTable, marketRow, matchMarkets, open, suspended, totalTable, winnerTable } from "./test-support";

describe("pricedTabs", () => {
  it("names a tab for every market kind, in the contract's order", () => {
    expect(Object.keys(MARKET_TAB_LABELS)).toEqual([...MARKET_KINDS]);
  });

  it("lists the tabs in the section's order, each with its tables", () => {
    const tabs = pricedTabs(matchMarkets());
    expect(tabs.map((t) => t.label)).toEqual(["Match winner", "Map winner", "Handicap", "Total maps", "Correct score"]);
    expect(tabs[1]!.tables.map((t) => t.title)).toEqual(["Map 1 winner", "Map 2 winner"]);
  });

  it("shows a tab only where a table has a row, and leaves the empty lines out", () => {
    const tabs = pricedTabs({
      tables: [winnerTable(), handicapTable([]), totalTable(), { ...totalTable([]), key: "total_maps:1.5", title: "Total maps 1.5" }],
    });
    expect(tabs.map((t) => t.kind)).toEqual(["winner", "total_maps"]);
    expect(tabs[1]!.tables.map((t) => t.title)).toEqual(["Total maps 2.5"]);
  });
});

describe("showsBest", () => {
  it("marks the server's best only on an open price of a fresh row", () => {
    expect(showsBest(open(2, true), { stale: false })).toBe(true);
    expect(showsBest(open(2, false), { stale: false })).toBe(false);
    expect(showsBest(open(2, true), { stale: true })).toBe(false);
    expect(showsBest({ ...suspended(2), best: true }, { stale: false })).toBe(false);
    expect(showsBest({ price: null, status: "off", impliedProbability: null, best: true, movement: null }, { stale: false })).toBe(false);
  });
});

describe("marketBetLabel", () => {
  it("says the match winner as the winner table does, and names the market elsewhere", () => {
    const w = winnerTable();
    expect(marketBetLabel(w, w.selections[0]!, "1.80", "Alpha Bet")).toBe("Bet on Team Alpha at 1.80 with Alpha Bet");
    expect(marketBetLabel(w, { key: "draw", label: "Draw" }, "3.20", "Alpha Bet")).toBe("Bet on a draw at 3.20 with Alpha Bet");
    const t = totalTable();
    expect(marketBetLabel(t, t.selections[0]!, "5/4", "Alpha Bet")).toBe("Bet on Over 2.5 (Total maps 2.5) at 5/4 with Alpha Bet");
  });
});

describe("favouriteBestPrice", () => {
  it("takes the team with the lower best winner price, at that price, from a linked book marked best", () => {
    expect(favouriteBestPrice(matchMarkets())).toEqual({ side: "teamA", price: 1.8, bookmakerName: "Alpha Bet", redirectSlug: "alpha-bet", demo: false });
    const bFavoured = winnerTable([
      marketRow({ cells: { teamA: open(2.4, true), teamB: open(1.6) } }),
      marketRow({
        bookmakerId: 2,
        bookmakerName: "Beta Book",
        redirectSlug: "beta-book",
        source: "demo",
        cells: { teamA: open(2.2), teamB: open(1.65, true) },
      }),
    ]);
    expect(favouriteBestPrice(matchMarkets({ tables: [bFavoured] }))).toEqual({
      side: "teamB",
      price: 1.65,
      bookmakerName: "Beta Book",
      redirectSlug: "beta-book",
      demo: true,
    });
  });

  it("skips a best book without a /go link for another at the same price", () => {
    const table = winnerTable([
      marketRow({ redirectSlug: null, cells: { teamA: open(1.8, true), teamB: open(2) } }),
      marketRow({ bookmakerId: 2, bookmakerName: "Beta Book", redirectSlug: "beta-book", cells: { teamA: open(1.8, true), teamB: open(2.1, true) } }),
    ]);
    expect(favouriteBestPrice(matchMarkets({ tables: [table] }))?.bookmakerName).toBe("Beta Book");
  });

  it("has none without a winner table, with the teams level, with no linked best book, or on closing prices", () => {
    expect(favouriteBestPrice(matchMarkets({ tables: [mapWinnerTable(1)] }))).toBeNull();
    expect(favouriteBestPrice(matchMarkets({ tables: [winnerTable([marketRow({ cells: { teamA: open(1.9, true), teamB: open(1.9, true) } })])] }))).toBeNull();
    expect(
      favouriteBestPrice(matchMarkets({ tables: [winnerTable([marketRow({ redirectSlug: null, cells: { teamA: open(1.8, true), teamB: open(2, true) } })])] })),
    ).toBeNull();
    expect(favouriteBestPrice(matchMarkets({ phase: "closing" }))).toBeNull();
    expect(favouriteBestPrice(matchMarkets({ phase: "live" }))?.price).toBe(1.8);
  });
});

describe("demoRowsMixed", () => {
  it("is true only when demo rows sit beside a feed's", () => {
    const demoRow = marketRow({ source: "demo", cells: { teamA: open(1.8, true), teamB: open(2) } });
    expect(demoRowsMixed({ tables: [winnerTable()] })).toBe(false);
    expect(demoRowsMixed({ tables: [winnerTable([demoRow])] })).toBe(false);
    expect(demoRowsMixed({ tables: [winnerTable([demoRow]), totalTable()] })).toBe(true);
  });
});
