import type { MarketCell, MarketKind, MarketRow, MarketTable, MatchMarkets } from "@eb/api/shared";

/**
 * MatchMarkets values for the market tabs' tests, as the server's `odds.markets` would send them:
 * a best-of-3 between Team Alpha (team A) and Beta Five.
 */

export const TEAMS = { a: "Team Alpha", b: "Beta Five" };

export const open = (price: number, best = false): MarketCell => ({ price, status: "open", impliedProbability: 1 / price, best, movement: null });
export const suspended = (price: number): MarketCell => ({ price, status: "suspended", impliedProbability: null, best: false, movement: null });
export const off = (): MarketCell => ({ price: null, status: "off", impliedProbability: null, best: false, movement: null });

export function marketRow(over: Partial<MarketRow> & Pick<MarketRow, "cells">): MarketRow {
  return {
    bookmakerId: 1,
    bookmakerName: "Alpha Bet",
    redirectSlug: "alpha-bet",
    margin: 0.05,
    seenAt: "2026-11-24T14:05:00.000Z",
    stale: false,
    source: "the-odds-api",
    ...over,
  };
}

/** A table on one market; best and average default to the open prices of its fresh rows. */
export function marketTable(
  kind: MarketKind,
  shape: { key: string; title: string; selections: [key: string, label: string][]; map?: number; line?: number },
  rows: MarketRow[],
  over: Partial<MarketTable> = {},
): MarketTable {
  const keys = shape.selections.map(([key]) => key);
  const prices = (key: string) =>
    rows
      .filter((r) => !r.stale)
      .flatMap((r) => {
        const cell = r.cells[key];
        return cell?.status === "open" && cell.price !== null ? [cell.price] : [];
      });
  const per = (f: (xs: number[]) => number | null) => Object.fromEntries(keys.map((k) => [k, f(prices(k))]));
  return {
    key: shape.key,
    kind,
    map: shape.map ?? null,
    line: shape.line ?? null,
    title: shape.title,
    selections: shape.selections.map(([key, label]) => ({ key, label })),
    rows,
    best: per((xs) => (xs.length ? Math.max(...xs) : null)),
    average: per((xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)),
    fair: null,
    ...over,
  };
}

const TEAM_SELECTIONS: [string, string][] = [
  ["teamA", TEAMS.a],
  ["teamB", TEAMS.b],
];

/** Two books on the match winner: Team Alpha the favourite, best at 1.80 with Alpha Bet. */
export const winnerTable = (rows?: MarketRow[], over?: Partial<MarketTable>) =>
  marketTable(
    "winner",
    { key: "winner:2", title: "Match winner", selections: TEAM_SELECTIONS },
    rows ?? [
      marketRow({ cells: { teamA: open(1.8, true), teamB: open(2.0) } }),
      marketRow({ bookmakerId: 2, bookmakerName: "Beta Book", redirectSlug: "beta-book", cells: { teamA: open(1.75), teamB: open(2.1, true) } }),
    ],
    over,
  );

export const mapWinnerTable = (map: number, prices: [number, number] = [1.9, 1.9]) =>
  marketTable("map_winner", { key: `map_winner:${map}`, title: `Map ${map} winner`, selections: TEAM_SELECTIONS, map }, [
    marketRow({ cells: { teamA: open(prices[0], true), teamB: open(prices[1], true) } }),
  ]);

export const handicapTable = (rows?: MarketRow[]) =>
  marketTable(
    "map_handicap",
    {
      key: "map_handicap:-1.5",
      title: "Handicap -1.5 / +1.5",
      selections: [
        ["teamA", `${TEAMS.a} -1.5`],
        ["teamB", `${TEAMS.b} +1.5`],
      ],
      line: -1.5,
    },
    rows ?? [marketRow({ cells: { teamA: open(3.1, true), teamB: open(1.36, true) } })],
  );

export const totalTable = (rows?: MarketRow[]) =>
  marketTable(
    "total_maps",
    {
      key: "total_maps:2.5",
      title: "Total maps 2.5",
      selections: [
        ["over", "Over 2.5"],
        ["under", "Under 2.5"],
      ],
      line: 2.5,
    },
    rows ?? [marketRow({ cells: { over: open(2.25, true), under: open(1.62, true) } })],
  );

export const correctScoreTable = (rows?: MarketRow[]) =>
  marketTable(
    "correct_score",
    {
      key: "correct_score",
      title: "Correct score",
      selections: [
        ["2-0", "2-0"],
        ["2-1", "2-1"],
        ["1-2", "1-2"],
        ["0-2", "0-2"],
      ],
    },
    rows ?? [marketRow({ cells: { "2-0": open(3.5, true), "2-1": open(4.2, true), "1-2": open(5.5, true), "0-2": open(6, true) } })],
  );

export function matchMarkets(over: Partial<MatchMarkets> = {}): MatchMarkets {
  return {
    matchId: 42,
    source: "the-odds-api",
    phase: "pre-match",
    bestOf: 3,
    tables: [winnerTable(), mapWinnerTable(1), mapWinnerTable(2), handicapTable(), totalTable(), correctScoreTable()],
    updatedAt: "2026-11-24T14:05:00.000Z",
    closingFavourite: null,
    ...over,
  };
}
