import {
  bestPrices,
  isBestPrice,
  ODDS_HIDDEN_AFTER_MS,
  ODDS_STALE_AFTER_MS,
  type CardOdds,
  type MatchOdds,
  type OddsCell,
  type OddsRow,
  type OddsSide,
} from "../../shared";
import { bookmakerMargin, impliedProbability } from "../price-math";
import type { VisiblePrice } from "./visible-prices";

/**
 * The odds table of one match from its visible prices: pure, so its rules are tested without a
 * database. While the match is upcoming, a price not seen for ODDS_STALE_AFTER_MS is stale (shown
 * dimmed, never the best) and one not seen for ODDS_HIDDEN_AFTER_MS is left out; once the match
 * has started the feed stops pricing it, and the last prices stand as they were at the start.
 */

const SIDES: readonly OddsSide[] = ["teamA", "teamB", "draw"];

export type PriceMovement = Map<string, "up" | "down">;
/** The movement map's key of one bookmaker's side. */
export const movementKey = (bookmakerId: number, side: OddsSide) => `${bookmakerId}:${side}`;

type Freshness = "fresh" | "stale" | "hidden";

function freshness(seenAt: Date, now: Date, closed: boolean): Freshness {
  if (closed) return "fresh";
  const age = now.getTime() - seenAt.getTime();
  return age > ODDS_HIDDEN_AFTER_MS ? "hidden" : age > ODDS_STALE_AFTER_MS ? "stale" : "fresh";
}

type Book = { bookmakerId: number; bookmakerName: string; redirectSlug: string | null; prices: Map<OddsSide, number>; seenAt: Date; stale: boolean };

/** Visible prices grouped per bookmaker (display order kept); a row's age is its oldest price's. */
function booksOf(prices: readonly VisiblePrice[], now: Date, closed: boolean): Book[] {
  const books = new Map<number, Book>();
  for (const p of prices) {
    if (freshness(p.seenAt, now, closed) === "hidden") continue;
    let book = books.get(p.bookmakerId);
    if (!book) {
      book = { bookmakerId: p.bookmakerId, bookmakerName: p.bookmakerName, redirectSlug: p.redirectSlug, prices: new Map(), seenAt: p.seenAt, stale: false };
      books.set(p.bookmakerId, book);
    }
    book.prices.set(p.outcome, p.price);
    if (p.seenAt < book.seenAt) book.seenAt = p.seenAt;
  }
  for (const book of books.values()) book.stale = freshness(book.seenAt, now, closed) === "stale";
  return [...books.values()];
}

/** The best price per side by the shared rule (shared/best-price.ts): fresh rows only, ties all best. */
function bestOf(books: readonly Book[]): Record<OddsSide, number | null> {
  const best = bestPrices(books);
  return { teamA: best.get("teamA") ?? null, teamB: best.get("teamB") ?? null, draw: best.get("draw") ?? null };
}

export function buildMatchOdds(
  matchId: number,
  prices: readonly VisiblePrice[],
  options: { now: Date; closed: boolean; movement?: PriceMovement },
): MatchOdds | null {
  const books = booksOf(prices, options.now, options.closed);
  if (books.length === 0) return null;
  const threeWay = books.some((b) => b.prices.has("draw"));
  const best = bestOf(books);
  const rows: OddsRow[] = books.map((book) => {
    const cell = (side: OddsSide): OddsCell | null => {
      const price = book.prices.get(side);
      if (price === undefined) return null;
      return {
        price,
        impliedProbability: impliedProbability(price),
        best: isBestPrice(price, best[side], book.stale),
        movement: options.movement?.get(movementKey(book.bookmakerId, side)) ?? null,
      };
    };
    const sides = threeWay ? SIDES : SIDES.slice(0, 2);
    const marketPrices = sides.map((side) => book.prices.get(side)).filter((p): p is number => p !== undefined);
    return {
      bookmakerId: book.bookmakerId,
      bookmakerName: book.bookmakerName,
      redirectSlug: book.redirectSlug,
      prices: { teamA: cell("teamA"), teamB: cell("teamB"), draw: threeWay ? cell("draw") : null },
      margin: bookmakerMargin(marketPrices, threeWay ? 3 : 2),
      seenAt: book.seenAt.toISOString(),
      stale: book.stale,
    };
  });
  const updatedAt = new Date(Math.max(...books.map((b) => b.seenAt.getTime()))).toISOString();
  const source = prices.some((p) => p.source === "the-odds-api") ? "the-odds-api" : "demo";
  return { matchId, source, threeWay, rows, best, updatedAt, closed: options.closed };
}

/** The best fresh price per side for a card, or null when no fresh price exists. */
export function cardOdds(prices: readonly VisiblePrice[], now: Date): CardOdds | null {
  const books = booksOf(prices, now, false).filter((b) => !b.stale);
  if (books.length === 0) return null;
  const best = bestOf(books);
  if (best.teamA === null && best.teamB === null) return null;
  return { ...best, source: prices.some((p) => p.source === "the-odds-api") ? "the-odds-api" : "demo" };
}
