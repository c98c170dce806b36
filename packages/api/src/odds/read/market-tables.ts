import {
  bestPrices,
  isBestPrice,
  ODDS_HIDDEN_AFTER_MS,
  ODDS_STALE_AFTER_MS,
  type MarketCell,
  type MarketKind,
  type MarketRow,
  type MarketSelection,
  type MarketTable,
  type OddsFeedLabel,
} from "../../shared";
import { bookMarketMargin, fairLine } from "../model/fair-line";
import type { BestOf } from "../model/fixture";
import { marketKey, marketSelections, type OddsMarket } from "../model/markets";
import { isPriceable, type OddsQuote, type QuoteStatus } from "../model/quotes";
import { impliedProbability } from "../price-math";
import { shownFeedQuotes } from "./shown-feed";
import { marketTitle, selectionLabel } from "./market-labels";

/**
 * The odds section's tables, one per market and line, from the quotes of the bookmakers the visitor
 * may see: pure, so its rules are tested without a database. Quotes are said from team A's side
 * (the model's "home" is our team A; the ingest flips a feed that orders the teams the other way).
 *
 * - A quote not seen for ODDS_HIDDEN_AFTER_MS is left out, one not seen for ODDS_STALE_AFTER_MS makes
 *   its row stale (dimmed, never best, not in the average or the fair line); once the match has
 *   started, the last quotes stand as they were (`closed`).
 * - Only open quotes at a valid price count towards a best price, a margin, an implied probability,
 *   the average or the fair line; a suspended or off one shows as such.
 * - A bookmaker priced by several feeds shows, per market, the feed whose quotes were seen last
 *   among those with an open one, with its name kept.
 */

/** One stored quote of one bookmaker the visitor may see. */
export type VisibleQuote = OddsQuote & {
  bookmakerId: number;
  bookmakerName: string;
  redirectSlug: string | null;
  source: OddsFeedLabel;
  /** When a poll last saw this quote: what staleness is measured by. */
  seenAt: Date;
};

export type MarketTablesInput = {
  teamAName: string;
  teamBName: string;
  bestOf: BestOf | null;
  now: Date;
  /** The match has started: the last quotes stand, none goes stale or hidden. */
  closed: boolean;
  /** How each shown price moved from the one before it in the history, by movementOf's key; none when absent. */
  movement?: ReadonlyMap<string, "up" | "down">;
};

/** The movement map's key of one feed's quote of one bookmaker: market key and our selection ("teamA", "over", "2-1"). */
export const quoteMovementKey = (q: { bookmakerId: number; source: string; market: string; selection: string }) =>
  `${q.bookmakerId}:${q.source}:${q.market}:${q.selection}`;

/** The tabs' order, then map number or line within a tab. */
const KIND_ORDER: readonly MarketKind[] = ["winner", "map_winner", "map_handicap", "total_maps", "correct_score"];

/** Our selection keys: the model's home and away are team A and team B. */
const OUR_SELECTION: Record<string, string> = { home: "teamA", away: "teamB" };
const ourSelection = (selection: string) => OUR_SELECTION[selection] ?? selection;

type Freshness = "fresh" | "stale" | "hidden";

function freshness(seenAt: Date, input: MarketTablesInput): Freshness {
  if (input.closed) return "fresh";
  const age = input.now.getTime() - seenAt.getTime();
  return age > ODDS_HIDDEN_AFTER_MS ? "hidden" : age > ODDS_STALE_AFTER_MS ? "stale" : "fresh";
}

/** Per bookmaker, the quotes of the one feed shown for this market (see above). */
function booksOf(quotes: readonly VisibleQuote[]): VisibleQuote[][] {
  const byBook = new Map<number, VisibleQuote[]>();
  for (const quote of quotes) {
    const list = byBook.get(quote.bookmakerId);
    if (list) list.push(quote);
    else byBook.set(quote.bookmakerId, [quote]);
  }
  return [...byBook.values()].map((bookQuotes) => shownFeedQuotes(bookQuotes));
}

function cellOf(quote: VisibleQuote | undefined, best: number | null, stale: boolean, input: MarketTablesInput): MarketCell | null {
  if (!quote) return null;
  const status: QuoteStatus = quote.status;
  const open = isPriceable(quote);
  return {
    price: status === "off" ? null : quote.price,
    status,
    impliedProbability: open ? impliedProbability(quote.price) : null,
    best: open && isBestPrice(quote.price, best, stale),
    movement:
      quote.status === "off"
        ? null
        : (input.movement?.get(
            quoteMovementKey({
              bookmakerId: quote.bookmakerId,
              source: quote.source,
              market: marketKey(quote.market),
              selection: ourSelection(quote.selection),
            }),
          ) ?? null),
  };
}

const average = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

function tableOf(market: OddsMarket, quotes: readonly VisibleQuote[], input: MarketTablesInput): MarketTable | null {
  const selections = marketSelections(market, input.bestOf);
  if (!selections) return null;
  const books = booksOf(quotes.filter((q) => freshness(q.seenAt, input) !== "hidden"));
  if (books.length === 0) return null;
  const rowsData = books.map((bookQuotes) => {
    const seenAt = new Date(Math.min(...bookQuotes.map((q) => q.seenAt.getTime())));
    return { quotes: bookQuotes, seenAt, stale: freshness(seenAt, input) === "stale" };
  });
  const freshOpen = rowsData.filter((r) => !r.stale).flatMap((r) => r.quotes.filter(isPriceable));
  const best = bestPrices(rowsData.map((r) => ({ stale: r.stale, prices: new Map(r.quotes.filter(isPriceable).map((q) => [q.selection, q.price!])) })));
  const rows: MarketRow[] = rowsData.map(({ quotes: bookQuotes, seenAt, stale }) => {
    const first = bookQuotes[0]!;
    const cells: Record<string, MarketCell | null> = {};
    for (const selection of selections)
      cells[ourSelection(selection)] = cellOf(
        bookQuotes.find((q) => q.selection === selection),
        best.get(selection) ?? null,
        stale,
        input,
      );
    return {
      bookmakerId: first.bookmakerId,
      bookmakerName: first.bookmakerName,
      redirectSlug: first.redirectSlug,
      cells,
      margin: bookMarketMargin(bookQuotes, market, input.bestOf),
      seenAt: seenAt.toISOString(),
      stale,
      source: first.source,
    };
  });
  // Fresh rows only, every book as one key: the fair line needs each book's complete market.
  const fair = fairLine(
    rowsData.filter((r) => !r.stale).flatMap((r) => r.quotes.map((q) => ({ ...q, bookmakerKey: String(q.bookmakerId), observedAt: q.seenAt }))),
    market,
    input.bestOf,
    { now: input.now, maxAgeMs: input.closed ? Number.POSITIVE_INFINITY : ODDS_STALE_AFTER_MS },
  );
  const perSelection = <T>(value: (selection: string) => T) => Object.fromEntries(selections.map((s) => [ourSelection(s), value(s)]));
  return {
    key: marketKey(market),
    kind: market.kind,
    map: market.kind === "map_winner" ? market.map : null,
    line: market.kind === "map_handicap" || market.kind === "total_maps" ? market.line : null,
    title: marketTitle(market),
    selections: selections.map((s): MarketSelection => ({ key: ourSelection(s), label: selectionLabel(market, s, input) })),
    rows,
    best: perSelection((s) => best.get(s) ?? null),
    average: perSelection((s) => average(freshOpen.filter((q) => q.selection === s).map((q) => q.price!))),
    fair: fair && { prices: perSelection((s) => 1 / fair.probabilities.get(s)!), books: fair.books },
  };
}

/** Sorts markets as the tabs show them: by kind, then map number or line. */
function compareMarkets(a: OddsMarket, b: OddsMarket): number {
  const kind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  if (kind !== 0) return kind;
  const rank = (m: OddsMarket) =>
    m.kind === "map_winner" ? m.map : m.kind === "map_handicap" ? Math.abs(m.line) * 2 + (m.line < 0 ? 0 : 1) : m.kind === "total_maps" ? m.line : 0;
  return rank(a) - rank(b);
}

/** Every table with at least one row, in the tabs' order. */
export function buildMarketTables(quotes: readonly VisibleQuote[], input: MarketTablesInput): MarketTable[] {
  const byMarket = new Map<string, { market: OddsMarket; quotes: VisibleQuote[] }>();
  for (const quote of quotes) {
    const key = marketKey(quote.market);
    const entry = byMarket.get(key) ?? { market: quote.market, quotes: [] };
    byMarket.set(key, entry);
    entry.quotes.push(quote);
  }
  return [...byMarket.values()]
    .sort((a, b) => compareMarkets(a.market, b.market))
    .map(({ market, quotes: marketQuotes }) => tableOf(market, marketQuotes, input))
    .filter((table): table is MarketTable => table !== null);
}

/**
 * Which side the closing match-winner prices favoured (the lower best price) once the match is
 * finished; null when they were level or nobody priced both sides.
 */
export function closingFavourite(tables: readonly MarketTable[]): "teamA" | "teamB" | null {
  const winner = tables.find((t) => t.kind === "winner");
  const a = winner?.best.teamA ?? null;
  const b = winner?.best.teamB ?? null;
  if (a === null || b === null || a === b) return null;
  return a < b ? "teamA" : "teamB";
}
