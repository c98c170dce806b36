import { FRACTIONAL_STEPS } from "./fractional-ladder";
import type { OddsFormat } from "./odds-types";

/**
 * How a decimal price reads in each of the formats a visitor can pick (issue 25). Pure and
 * browser-safe: the odds table and the match cards format prices with it, and the odds domain's
 * price arithmetic re-exports it.
 */

/**
 * The highest decimal price taken from a feed. Real match-winner prices stay far below it (a
 * 1000.00 outsider is already absurd in a two-way market); past it a price is a feed error, and
 * it keeps every stored price well inside the odds tables' numeric(10,3).
 */
export const MAX_DECIMAL_PRICE = 1000;

/** Whether a number can be a decimal price: finite, above 1 (1.00 would pay back only the stake) and at most MAX_DECIMAL_PRICE. */
export function isDecimalPrice(price: number): boolean {
  return Number.isFinite(price) && price > 1 && price <= MAX_DECIMAL_PRICE;
}

/** Decimal prices carry at most two decimals (providers send 1.91, 2.375 rounds to 2.38). */
const CENTS = 100;

/** Past the ladder's longest price (100/1), the trade prints whole-number odds: 150/1, 500/1. */
const LONGEST_STEP = FRACTIONAL_STEPS[FRACTIONAL_STEPS.length - 1]!;

/**
 * Fractional odds as bookmakers print them: the traditional fraction (FRACTIONAL_LADDER) nearest
 * the decimal price by decimal value, a tie going to the shorter one (never overstating the
 * payout): 3.00 -> "2/1", 3.10 -> "21/10", 3.03 -> "2/1" (not "203/100"), 1.50 -> "1/2", 2.50 ->
 * "6/4", 1.91 -> "10/11". Above 101.00 (100/1) the profit in whole units: 151.00 -> "150/1". The
 * price is taken to the cent first, so floating-point noise (2.1 = 2.1000000000000001) never
 * decides. Null for what is not a price, or one so close to 1 that no cent of profit is left
 * (1.004): the caller shows the decimal price instead of a wrong fraction.
 */
export function toFractional(price: number): string | null {
  if (!isDecimalPrice(price)) return null;
  const cents = Math.round(price * CENTS) / CENTS;
  if (cents <= 1) return null;
  if (cents > LONGEST_STEP.price) return `${Math.round(cents - 1)}/1`;
  let nearest = FRACTIONAL_STEPS[0]!;
  for (const step of FRACTIONAL_STEPS) {
    // Strictly nearer only: on a tie the shorter step, met first, stands.
    if (Math.abs(step.price - cents) < Math.abs(nearest.price - cents) - 1e-9) nearest = step;
  }
  return nearest.fraction;
}

/**
 * American (moneyline) odds: an underdog (price >= 2) as the profit on 100 staked ("+150" for
 * 2.5), a favourite as the stake needed to win 100 ("-200" for 1.5); rounded to whole units.
 * Even money (2.0) is "+100". Null for what is not a price.
 */
export function toAmerican(price: number): string | null {
  if (!isDecimalPrice(price)) return null;
  if (price >= 2) return `+${Math.round((price - 1) * 100)}`;
  return `-${Math.round(100 / (price - 1))}`;
}

/** The decimal price as bookmakers print it: two decimals ("2.10"). */
export function toDecimal(price: number): string {
  return price.toFixed(2);
}

/**
 * A price in the visitor's format. Where a format has no faithful figure for it (a fraction of
 * less than a cent of profit), the decimal price is shown rather than a wrong one.
 */
export function formatOddsPrice(price: number, format: OddsFormat): string {
  if (format === "fractional") return toFractional(price) ?? toDecimal(price);
  if (format === "american") return toAmerican(price) ?? toDecimal(price);
  return toDecimal(price);
}

/**
 * The width, in characters, that holds any of these prices in any format: a price's box keeps
 * this width whatever the format, so switching it (or applying the stored one after hydration)
 * moves nothing on the page.
 */
export function oddsPriceChars(prices: readonly (number | null | undefined)[]): number {
  let widest = 0;
  for (const price of prices) {
    if (price === null || price === undefined) continue;
    for (const text of [toDecimal(price), formatOddsPrice(price, "fractional"), formatOddsPrice(price, "american")]) widest = Math.max(widest, text.length);
  }
  return widest;
}
