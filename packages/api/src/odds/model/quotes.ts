import { isDecimalPrice } from "../price-math";
import type { OddsMarket } from "./markets";

/**
 * One bookmaker's price for one selection, as the feed observed it. A price that is off the board
 * is kept, with its status, rather than dropped: the table can say "suspended" where it would
 * otherwise go blank, and the history keeps what the feed said. Only `isPriceable` quotes may enter
 * a best price, a margin or an implied probability.
 *
 * - `open`: on offer at `price`;
 * - `suspended`: the feed says the book suspended it (a price, if any, is the last one and stale);
 * - `off`: no usable price: none sent, a price of 1.00 or less, a sentinel (0.0001), a price above
 *   MAX_DECIMAL_PRICE (1e9 has been seen), or a selection the feed marks disabled.
 */
export type QuoteStatus = "open" | "suspended" | "off";

export type OddsQuote = {
  bookmakerKey: string;
  market: OddsMarket;
  selection: string;
  /** The decimal price as the feed sent it when it sent a finite number, else null; meaningful only when open. */
  price: number | null;
  status: QuoteStatus;
  /** When the feed observed this price (its own time, not ours); null when it did not say. */
  observedAt: Date | null;
};

/**
 * The status a price gets from what the feed said: a suspension the feed reports is `suspended`,
 * a disabled selection or any price that is not a decimal price in range is `off`, else `open`.
 */
export function quoteStatus(price: unknown, feedSays: "open" | "suspended" | "disabled"): { price: number | null; status: QuoteStatus } {
  const finite = typeof price === "number" && Number.isFinite(price) ? price : null;
  if (feedSays === "suspended") return { price: finite, status: "suspended" };
  if (feedSays === "disabled" || finite === null || !isDecimalPrice(finite)) return { price: finite, status: "off" };
  return { price: finite, status: "open" };
}

/** Whether a quote may enter a best price, a margin or an implied probability: open, at a valid decimal price. */
export function isPriceable(quote: Pick<OddsQuote, "status" | "price">): quote is { status: "open"; price: number } {
  return quote.status === "open" && quote.price !== null && isDecimalPrice(quote.price);
}
