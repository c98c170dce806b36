import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS, type MarketTable, type OddsFeedLabel } from "../../shared";
import type { OddsMarket } from "../model/markets";
import type { QuoteStatus } from "../model/quotes";
import { buildMarketTables, closingFavourite, type MarketTablesInput, type VisibleQuote } from "./market-tables";

const NOW = new Date("2026-12-01T12:00:00Z");
const INPUT: MarketTablesInput = { teamAName: "Static Pulse", teamBName: "Northwind", bestOf: 3, now: NOW, closed: false };
const BOOKS = { 1: "Vortex Bet", 2: "Lucky Frag", 3: "PixelPlay" } as const;

const WINNER: OddsMarket = { kind: "winner", ways: 2 };
const HANDICAP: OddsMarket = { kind: "map_handicap", line: -1.5 };

function quote(
  bookmakerId: keyof typeof BOOKS,
  market: OddsMarket,
  selection: string,
  price: number | null,
  extra: { status?: QuoteStatus; ageMs?: number; source?: OddsFeedLabel } = {},
): VisibleQuote {
  const seenAt = new Date(NOW.getTime() - (extra.ageMs ?? MINUTE_MS));
  return {
    bookmakerId,
    bookmakerName: BOOKS[bookmakerId],
    bookmakerKey: `book-${bookmakerId}`,
    redirectSlug: `book-${bookmakerId}`,
    market,
    selection,
    price,
    status: extra.status ?? "open",
    observedAt: seenAt,
    seenAt,
    source: extra.source ?? "stadar",
  };
}

const twoWay = (id: keyof typeof BOOKS, market: OddsMarket, home: number, away: number, extra: Parameters<typeof quote>[4] = {}) => [
  quote(id, market, "home", home, extra),
  quote(id, market, "away", away, extra),
];
const table = (tables: MarketTable[], key: string) => tables.find((t) => t.key === key)!;

describe("buildMarketTables", () => {
  it("makes one table per market and line, in the tabs' order, each with its title and our teams' labels", () => {
    const tables = buildMarketTables(
      [
        ...twoWay(1, { kind: "total_maps", line: 2.5 }, 2.1, 1.7).map((q, i) => ({ ...q, selection: i === 0 ? "over" : "under" })),
        ...twoWay(1, HANDICAP, 2.6, 1.5),
        ...twoWay(1, { kind: "map_winner", map: 2 }, 1.8, 2.0),
        ...twoWay(1, WINNER, 1.6, 2.3),
        quote(1, { kind: "correct_score" }, "2-1", 4.5),
      ],
      INPUT,
    );
    expect(tables.map((t) => [t.key, t.title])).toEqual([
      ["winner:2", "Match winner"],
      ["map_winner:2", "Map 2 winner"],
      ["map_handicap:-1.5", "Handicap -1.5 / +1.5"],
      ["total_maps:2.5", "Total maps 2.5"],
      ["correct_score", "Correct score"],
    ]);
    expect(table(tables, "map_handicap:-1.5").selections).toEqual([
      { key: "teamA", label: "Static Pulse -1.5" },
      { key: "teamB", label: "Northwind +1.5" },
    ]);
    expect(table(tables, "total_maps:2.5").selections.map((s) => s.label)).toEqual(["Over 2.5", "Under 2.5"]);
    expect(table(tables, "correct_score").selections.map((s) => s.key)).toEqual(["2-0", "2-1", "1-2", "0-2"]);
    expect(table(tables, "correct_score").rows[0]!.cells["2-1"]!.price).toBe(4.5);
    expect(table(tables, "correct_score").rows[0]!.cells["2-0"]).toBeNull();
  });

  it("marks the best open price per selection, with the implied probability, the margin, the average and the fair line", () => {
    const [winner] = buildMarketTables([...twoWay(1, WINNER, 1.6, 2.3), ...twoWay(2, WINNER, 1.7, 2.1), ...twoWay(3, WINNER, 1.65, 2.2)], INPUT);
    expect(winner!.best).toEqual({ teamA: 1.7, teamB: 2.3 });
    expect(winner!.rows.map((r) => [r.bookmakerName, r.cells.teamA!.best, r.cells.teamB!.best])).toEqual([
      ["Vortex Bet", false, true],
      ["Lucky Frag", true, false],
      ["PixelPlay", false, false],
    ]);
    expect(winner!.rows[0]!.cells.teamA!.impliedProbability).toBeCloseTo(1 / 1.6, 12);
    expect(winner!.rows[0]!.margin).toBeCloseTo(1 / 1.6 + 1 / 2.3 - 1, 12);
    expect(winner!.average.teamA).toBeCloseTo((1.6 + 1.7 + 1.65) / 3, 12);
    expect(winner!.fair!.books).toBe(3);
    // Each book de-vigged, then the median probability per side: the fair prices imply exactly 100 % here.
    expect(1 / winner!.fair!.prices.teamA! + 1 / winner!.fair!.prices.teamB!).toBeCloseTo(1, 2);
  });

  it("never makes a suspended, off-board or stale price best, nor counts it in a margin, the average or the fair line", () => {
    const [winner] = buildMarketTables(
      [
        quote(1, WINNER, "home", 9.0, { status: "suspended" }),
        quote(1, WINNER, "away", 2.3),
        quote(2, WINNER, "home", null, { status: "off" }),
        quote(2, WINNER, "away", 2.1),
        ...twoWay(3, WINNER, 5.0, 5.0, { ageMs: 2 * HOUR_MS }),
      ],
      INPUT,
    );
    expect(winner!.best.teamA).toBeNull();
    expect(winner!.rows[0]!.cells.teamA).toEqual({ price: 9, status: "suspended", impliedProbability: null, best: false, movement: null });
    expect(winner!.rows[1]!.cells.teamA).toEqual({ price: null, status: "off", impliedProbability: null, best: false, movement: null });
    expect(winner!.rows.map((r) => r.margin)).toEqual([null, null, expect.any(Number)]);
    expect(winner!.rows[2]!.stale).toBe(true);
    expect(winner!.rows[2]!.cells.teamA!.best).toBe(false);
    expect(winner!.average).toEqual({ teamA: null, teamB: 2.2 });
    expect(winner!.fair).toBeNull();
  });

  it("leaves out quotes not seen for half a day, unless the match has started", () => {
    const old = twoWay(1, WINNER, 1.6, 2.3, { ageMs: 13 * HOUR_MS });
    expect(buildMarketTables(old, INPUT)).toEqual([]);
    const [closed] = buildMarketTables(old, { ...INPUT, closed: true });
    expect(closed!.rows[0]!.stale).toBe(false);
    expect(closed!.best).toEqual({ teamA: 1.6, teamB: 2.3 });
  });

  it("shows, for a bookmaker priced by two feeds, the feed seen last with an open price, and names it", () => {
    const tables = buildMarketTables(
      [
        ...twoWay(1, WINNER, 1.6, 2.3, { source: "stadar", ageMs: 10 * MINUTE_MS }),
        ...twoWay(1, WINNER, 1.62, 2.25, { source: "odds-api-io", ageMs: MINUTE_MS }),
      ],
      INPUT,
    );
    expect(tables[0]!.rows).toHaveLength(1);
    expect(tables[0]!.rows[0]!.source).toBe("odds-api-io");
    expect(tables[0]!.best).toEqual({ teamA: 1.62, teamB: 2.25 });
    const suspendedNewer = buildMarketTables(
      [
        ...twoWay(1, WINNER, 1.6, 2.3, { source: "stadar", ageMs: 10 * MINUTE_MS }),
        ...twoWay(1, WINNER, 1.62, 2.25, { source: "odds-api-io", status: "suspended" }),
      ],
      INPUT,
    );
    expect(suspendedNewer[0]!.rows[0]!.source).toBe("stadar");
  });

  it("has no table for a market the format cannot have", () => {
    expect(buildMarketTables(twoWay(1, HANDICAP, 2.6, 1.5), { ...INPUT, bestOf: 1 })).toEqual([]);
  });
});

describe("closingFavourite", () => {
  it("is the side with the lower best closing price, or null when level", () => {
    expect(closingFavourite(buildMarketTables(twoWay(1, WINNER, 1.6, 2.3), { ...INPUT, closed: true }))).toBe("teamA");
    expect(closingFavourite(buildMarketTables(twoWay(1, WINNER, 2.6, 1.5), { ...INPUT, closed: true }))).toBe("teamB");
    expect(closingFavourite(buildMarketTables(twoWay(1, WINNER, 1.9, 1.9), { ...INPUT, closed: true }))).toBeNull();
    expect(closingFavourite([])).toBeNull();
  });
});
