import { type MarketCell, type MarketKind, type MarketRow, type MarketSelection, type MarketTable, type MatchMarkets, type MatchOdds } from "@eb/api/shared";

/**
 * The words of the odds section's tabs, one per market kind, in the tabs' order: MARKET_KINDS's
 * (market-figures.test.ts holds them equal). Not read from MARKET_KINDS itself: shared/ modules go
 * into the chunk every page loads, and the home page's budget has no room for a list only the match
 * page uses.
 */
export const MARKET_TAB_LABELS: Record<MarketKind, string> = {
  winner: "Match winner",
  map_winner: "Map winner",
  map_handicap: "Handicap",
  total_maps: "Total maps",
  correct_score: "Correct score",
};

/** One tab of the odds section: its market kind, its words and the tables it holds. */
export type MarketTab = { kind: MarketKind; label: string; tables: MarketTable[] };

/**
 * The tabs to show, in MARKET_KINDS order: a kind shows only where at least one of its tables has a
 * row, and a tab holds only the tables that have rows (a line nobody prices is not an empty table).
 */
export function pricedTabs(markets: Pick<MatchMarkets, "tables">): MarketTab[] {
  return (Object.keys(MARKET_TAB_LABELS) as MarketKind[])
    .map((kind) => ({
      kind,
      label: MARKET_TAB_LABELS[kind],
      tables: markets.tables.filter((t) => t.kind === kind && t.rows.length > 0),
    }))
    .filter((tab) => tab.tables.length > 0);
}

/**
 * Whether a price is shown as the best of its selection: the server's flag, and only on an open
 * price of a fresh row. A suspended, off or stale price is never offered to the visitor as the best.
 */
export function showsBest(cell: MarketCell, row: Pick<MarketRow, "stale">): boolean {
  return cell.best && cell.status === "open" && cell.price !== null && !row.stale;
}

/**
 * A price link's accessible name: "Bet on Team X at 2.10 with Book" on the match winner (as the
 * match-winner table says it), the market named after the selection elsewhere: "Bet on Over 2.5
 * (Total maps 2.5) at 1.85 with Book", "Bet on 2-1 (Correct score) at 7.00 with Book".
 */
export function marketBetLabel(table: Pick<MarketTable, "kind" | "title">, selection: MarketSelection, price: string, bookmaker: string): string {
  const on = selection.key === "draw" ? "a draw" : selection.label;
  const market = table.kind === "winner" ? "" : ` (${table.title})`;
  return `Bet on ${on}${market} at ${price} with ${bookmaker}`;
}

/**
 * Whether demo rows need a label of their own: only where they sit beside a real feed's rows (when
 * every price is demo, the section's "Demo prices" label already says so for all of them).
 */
export function demoRowsMixed(markets: Pick<MatchMarkets, "tables">): boolean {
  const rows = markets.tables.flatMap((t) => t.rows);
  return rows.some((r) => r.source === "demo") && rows.some((r) => r.source !== "demo");
}

type TeamSide = "teamA" | "teamB";

/** The page's main call to action: the favourite at its best price, with a bookmaker that offers it through /go. */
export type FavouritePrice = { side: TeamSide; price: number; bookmakerName: string; redirectSlug: string; demo: boolean };

/**
 * The favourite (the team with the lower best match-winner price) at that price, from the first
 * bookmaker marked best for it that has a /go link. Null when there is none: no match-winner
 * table, a side without a best price, the teams level (no favourite), no linked book at the best
 * price, or closing prices (the match has started: they are no longer on offer).
 */
export function favouriteBestPrice(markets: MatchMarkets): FavouritePrice | null {
  if (markets.phase === "closing") return null;
  const table = markets.tables.find((t) => t.kind === "winner");
  const a = table?.best.teamA ?? null;
  const b = table?.best.teamB ?? null;
  if (!table || a === null || b === null || a === b) return null;
  const side: TeamSide = a < b ? "teamA" : "teamB";
  const price = Math.min(a, b);
  for (const row of table.rows) {
    const cell = row.cells[side];
    if (cell && row.redirectSlug && showsBest(cell, row) && cell.price === price)
      return { side, price, bookmakerName: row.bookmakerName, redirectSlug: row.redirectSlug, demo: row.source === "demo" };
  }
  return null;
}

/** What the odds section says about its prices (where from, how to read them, when), whichever shape they came in. */
type OddsSectionFacts = { source: MatchMarkets["source"] | MatchOdds["source"]; phase: MatchMarkets["phase"]; updatedAt: string; anyStale: boolean };

export function marketsFacts(markets: MatchMarkets): OddsSectionFacts {
  return { source: markets.source, phase: markets.phase, updatedAt: markets.updatedAt, anyStale: markets.tables.some((t) => t.rows.some((r) => r.stale)) };
}

/** The match-winner table's facts: it knows no live phase, only whether the match has started (its last prices stand). */
export function winnerFacts(odds: MatchOdds): OddsSectionFacts {
  return { source: odds.source, phase: odds.closed ? "closing" : "pre-match", updatedAt: odds.updatedAt, anyStale: odds.rows.some((r) => r.stale) };
}
