import type { APIRequestContext, Page } from "@playwright/test";
import {
  formatOddsPrice,
  MARKET_KINDS,
  matchPath,
  type MarketRow,
  type MarketTable,
  type MatchMarkets,
  type OddsFormat,
  type PublicMatch,
} from "@eb/api/shared";
import { apiData } from "./fixtures";

/**
 * What the odds specs share: a demo match with every market (odds.markets, the tabs' data), and the
 * figures its market tables show, read from the page and worked out from the API's answer.
 */

/** A visitor who has already made the cookie choice: no banner over the tables and chart. */
export async function consentGiven(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("cookie-preferences", JSON.stringify({ essential: true, analytics: false, marketing: false, decidedAt: "2026-01-01T00:00:00.000Z" })),
  );
}

/** A visitor who picked this odds format on an earlier visit. */
export async function storedFormat(page: Page, format: OddsFormat) {
  await page.addInitScript(
    (f) => localStorage.setItem("esports-global-store", JSON.stringify({ state: { preferences: { oddsFormat: f } }, version: 1 })),
    format,
  );
}

export type NamedMatch = PublicMatch & { teamA: { id: number | null; name: string }; teamB: { id: number | null; name: string } };
export type WithMarkets = { match: NamedMatch; markets: MatchMarkets; path: string };

/**
 * The first upcoming match of the demo world whose odds section has more than one market (the demo
 * feed prices every typical market of a series of known length), with its markets and its page.
 */
export async function matchWithMarkets(request: APIRequestContext): Promise<WithMarkets> {
  const { matches } = await apiData<{ matches: PublicMatch[] }>(request, "matches.upcoming", { game: "all" });
  for (const m of matches) {
    if (!m.bestOdds || !m.teamA || !m.teamB) continue;
    const markets = await apiData<MatchMarkets | null>(request, "odds.markets", { matchId: m.id });
    if (markets && shownTabs(markets).length > 2) {
      const match = m as NamedMatch;
      return { match, markets, path: matchPath(match.game, match.id, match.teamA.name, match.teamB.name) };
    }
  }
  throw new Error("no upcoming match with several markets: the demo odds seed should price every market of a best-of series");
}

/** The tabs the page shows (kind and tables), in MARKET_KINDS order: only markets with a priced table. */
export function shownTabs(markets: MatchMarkets): { kind: MarketTable["kind"]; tables: MarketTable[] }[] {
  return MARKET_KINDS.map((kind) => ({ kind, tables: markets.tables.filter((t) => t.kind === kind && t.rows.length > 0) })).filter((t) => t.tables.length > 0);
}

const TAB_NAMES: Record<MarketTable["kind"], string> = {
  winner: "Match winner",
  map_winner: "Map winner",
  map_handicap: "Handicap",
  total_maps: "Total maps",
  correct_score: "Correct score",
};

/** A market tab's name, as the visitor reads it. */
export const tabName = (kind: MarketTable["kind"]) => TAB_NAMES[kind];

/** The tables a tab renders: every table of its market, but one map at a time on the map-winner tab (the first at first). */
export const renderedTables = (tab: { kind: string; tables: MarketTable[] }) => (tab.kind === "map_winner" ? tab.tables.slice(0, 1) : tab.tables);

export const winnerTableOf = (markets: MatchMarkets): MarketTable => {
  const table = markets.tables.find((t) => t.kind === "winner" && t.rows.length > 0);
  if (!table) throw new Error(`match ${markets.matchId} has no match-winner table`);
  return table;
};

export const percent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;

/** A price as shown in a format (the site's own formatter: the figures are the API's, the words the page's). */
export const priceText = (price: number, format: OddsFormat) => formatOddsPrice(price, format);

/** Whether the page may mark a price Best: the server's flag, on an open price of a fresh row only. */
export const showsBest = (row: MarketRow, key: string) => {
  const cell = row.cells[key];
  return Boolean(cell?.best && cell.status === "open" && cell.price !== null && !row.stale);
};

type ShownCell = { selection: string; status: string; price: string | null; implied: string | null; best: boolean; bestText: boolean; words: string };
export type ShownRow = { name: string; cells: ShownCell[]; margin: string | null; stale: boolean; staleText: boolean };

/** What one market table shows, row by row: the figures a visitor sees (the margin where this width shows it). */
export function shownMarketTable(page: Page, key: string): Promise<ShownRow[]> {
  return page.locator(`table[data-market-table="${key}"] [data-odds-row]`).evaluateAll((rows) =>
    rows.map((tr) => ({
      name: tr.querySelector("[data-bookmaker-name]")!.textContent,
      cells: [...tr.querySelectorAll<HTMLElement>("td[data-selection]")].map((td) => ({
        selection: td.dataset.selection!,
        status: td.dataset.status!,
        price: td.querySelector("[data-odds-price]")?.textContent ?? null,
        implied: td.querySelector("[data-implied]")?.textContent ?? null,
        best: td.hasAttribute("data-best"),
        bestText: td.textContent.includes("Best"),
        // What a screen reader says beside the price: the state of a price that cannot be taken.
        words: td.textContent.includes("Suspended") ? "Suspended" : td.textContent.includes("Not offered") ? "Not offered" : "",
      })),
      margin: [...tr.querySelectorAll<HTMLElement>("[data-margin]")].find((el) => el.checkVisibility())?.textContent ?? null,
      stale: tr.hasAttribute("data-stale"),
      staleText: tr.querySelector("th")!.textContent.includes("Stale: not updated in the last hour"),
    })),
  );
}

/** The same table worked out from odds.markets: open prices with their chance, suspended ones struck and said, missing ones said. */
export function expectedMarketTable(table: MarketTable, format: OddsFormat): ShownRow[] {
  return table.rows.map((row) => ({
    name: row.bookmakerName,
    cells: table.selections.map((s) => {
      const cell = row.cells[s.key] ?? null;
      const status = !cell || cell.price === null || cell.status === "off" ? "off" : cell.status;
      return {
        selection: s.key,
        status,
        price: status === "off" ? null : priceText(cell!.price!, format),
        implied: status === "open" && cell!.impliedProbability !== null ? percent(cell!.impliedProbability) : null,
        best: showsBest(row, s.key),
        bestText: showsBest(row, s.key),
        words: status === "suspended" ? "Suspended" : status === "off" ? "Not offered" : "",
      };
    }),
    // Wide screens show the margin in its column, phones under the name; a dash where it is not known.
    margin: row.margin === null ? null : percent(row.margin),
    stale: row.stale,
    staleText: row.stale,
  }));
}

/** Every bookmaker-row price one table shows, in order. */
export const shownTablePrices = (page: Page, key: string) =>
  page.locator(`table[data-market-table="${key}"] [data-odds-row] [data-odds-price]`).allTextContents();

export const expectedTablePrices = (table: MarketTable, format: OddsFormat) =>
  table.rows.flatMap((r) =>
    table.selections.flatMap((s) => {
      const cell = r.cells[s.key];
      return cell && cell.price !== null && cell.status !== "off" ? [priceText(cell.price, format)] : [];
    }),
  );

/** The prices of every table the page renders (every tab's, the hidden ones too), by table key. */
export async function shownPricesByTable(page: Page): Promise<Record<string, string[]>> {
  const keys = await page.locator("table[data-market-table]").evaluateAll((ts) => ts.map((t) => t.getAttribute("data-market-table")!));
  const out: Record<string, string[]> = {};
  for (const key of keys) out[key] = await shownTablePrices(page, key);
  return out;
}

export function expectedPricesByTable(markets: MatchMarkets, format: OddsFormat): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const tab of shownTabs(markets)) for (const table of renderedTables(tab)) out[table.key] = expectedTablePrices(table, format);
  return out;
}

/**
 * The page's main call to action as the API's figures make it: the favourite (the lower best
 * match-winner price) at that price, with the first bookmaker marked best for it that has a /go link.
 */
export function expectedFavourite(markets: MatchMarkets, teams: { a: string; b: string }) {
  const table = winnerTableOf(markets);
  const a = table.best.teamA ?? null;
  const b = table.best.teamB ?? null;
  if (a === null || b === null || a === b) return null;
  const side = a < b ? "teamA" : "teamB";
  const price = Math.min(a, b);
  const row = table.rows.find((r) => r.redirectSlug && showsBest(r, side) && r.cells[side]!.price === price);
  return row
    ? { team: side === "teamA" ? teams.a : teams.b, price, bookmakerName: row.bookmakerName, redirectSlug: row.redirectSlug!, demo: row.source === "demo" }
    : null;
}
