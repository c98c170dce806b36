/**
 * The arithmetic of decimal odds: what the odds table shows beside the prices. Pure; every
 * price here is a decimal price above 1 (the parser drops any other as suspended).
 */

/** The probability a price implies: 1 / price (2.00 -> 0.5). */
export function impliedProbability(price: number): number {
  return 1 / price;
}

/**
 * A bookmaker's margin (overround) on a complete market: the implied probabilities' sum less 1
 * (1.90 / 1.90 -> 0.0526). Null unless the market is complete: two-way or three-way (with a
 * draw), every outcome priced. A partial market's sum says nothing about the margin.
 */
export function bookmakerMargin(prices: readonly number[], expectedOutcomes: 2 | 3): number | null {
  if (prices.length !== expectedOutcomes || !prices.every(isDecimalPrice)) return null;
  return prices.reduce((sum, price) => sum + impliedProbability(price), 0) - 1;
}

export function isDecimalPrice(price: number): boolean {
  return Number.isFinite(price) && price > 1;
}

/** One bookmaker's prices by outcome name. */
export type PricedBook = { bookmakerKey: string; outcomes: readonly { name: string; price: number }[] };

export type BestPrice = { price: number; bookmakerKeys: string[] };

/**
 * The best (highest) price of each outcome across bookmakers, with every bookmaker that offers
 * it: a tie highlights them all rather than picking one by list order.
 */
export function bestPrices(books: readonly PricedBook[]): Map<string, BestPrice> {
  const best = new Map<string, BestPrice>();
  for (const book of books) {
    for (const { name, price } of book.outcomes) {
      if (!isDecimalPrice(price)) continue;
      const current = best.get(name);
      if (!current || price > current.price) best.set(name, { price, bookmakerKeys: [book.bookmakerKey] });
      else if (price === current.price && !current.bookmakerKeys.includes(book.bookmakerKey)) current.bookmakerKeys.push(book.bookmakerKey);
    }
  }
  return best;
}

/** Decimal prices carry at most two decimals (providers send 1.91, 2.375 rounds to 2.38). */
const CENTS = 100;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * Fractional odds, reduced: the profit per stake, (price - 1) as a fraction of whole numbers
 * (2.5 -> "3/2", 2.0 -> "1/1", 1.5 -> "1/2", 1.91 -> "91/100"). The price is taken to the cent
 * first, so floating-point noise (2.1 = 2.1000000000000001) never yields a fraction of huge numbers.
 * Null for what is not a price, or one so close to 1 that no cent of profit is left (1.004): the
 * caller shows the decimal price instead of a wrong fraction.
 */
export function toFractional(price: number): string | null {
  if (!isDecimalPrice(price)) return null;
  const numerator = Math.round((price - 1) * CENTS);
  if (numerator === 0) return null;
  const divisor = gcd(numerator, CENTS);
  return `${numerator / divisor}/${CENTS / divisor}`;
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
