import { DEMO_BOOKMAKERS, demoOddsFeedKey, seededRandom } from "@eb/db/seed";
import { MINUTE_MS } from "../platform";
import type { BookmakerQuote } from "./types";

/**
 * Invented prices for the demo world, when no odds API key is configured: each demo book's view of a
 * match (the chance it gives team A) and its margin, from which its match-winner prices come here
 * and every other market in demo-market-quotes.ts. Pure and seeded, so a test (or two servers) computes the same prices for the same instant:
 * - each team has a rating seeded by its name, and the better-rated team is the favourite;
 * - each bookmaker keeps a margin of 4–8% (seeded by bookmaker and match);
 * - prices move every DEMO_PRICE_STEP_MS (seeded by match id and time step) and stop at the
 *   match's start: after it, every poll gives the prices of the step the match started in.
 * The pages label these prices as demo; nothing here pretends to be a real bookmaker's quote.
 */

/** The demo bookmakers (the seeded catalogue), by the feed key the demo seed maps them to (their slug, feed-style). */
export const DEMO_ODDS_BOOKMAKERS: readonly { key: string; title: string }[] = DEMO_BOOKMAKERS.map((b) => ({ key: demoOddsFeedKey(b.slug), title: b.name }));

/** How often demo prices move: often enough to see on a page, rarely enough to keep history small. */
export const DEMO_PRICE_STEP_MS = 15 * MINUTE_MS;

/** A bookmaker's margin before its prices are rounded down to the cent (which adds up to ~1 point). */
const MIN_MARGIN = 0.04;
const MARGIN_SPREAD = 0.03;
/** No demo team is a certainty: win probabilities stay within 10–90%. */
const MIN_PROBABILITY = 0.1;

/** FNV-1a over the parts: a stable 32-bit seed for a name, a match and a time step. */
function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join("|")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A seeded number in [0, 1). */
const unit = (...parts: (string | number)[]) => seededRandom(seedOf(...parts))();
/** A seeded number in [-1, 1). */
const signed = (...parts: (string | number)[]) => 2 * unit(...parts) - 1;

/** A team's strength, fixed by its name (Elo-like points, 1400–1800). */
export function demoRating(teamName: string): number {
  return 1400 + Math.floor(unit("rating", teamName.trim().toLowerCase()) * 400);
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const clampProbability = (p: number) => Math.min(1 - MIN_PROBABILITY, Math.max(MIN_PROBABILITY, p));
/** Bookmakers round prices down, never up: rounding only ever adds to their margin. */
const floorToCent = (price: number) => Math.floor(price * 100 + 1e-9) / 100;

/** The time step whose prices hold at `now`: prices stop at the match's start. */
function priceStep(beginAt: Date, now: Date): number {
  return Math.floor(Math.min(now.getTime(), beginAt.getTime()) / DEMO_PRICE_STEP_MS);
}

/** One demo bookmaker's view of a match at one instant: the chance it gives team A of taking the series, and its margin. */
export type DemoBookView = { key: string; title: string; teamAWins: number; margin: number; lastUpdate: Date };

/**
 * Every demo bookmaker's view of a match at `now`. The drift scales the favourite's edge (its
 * log-odds) up or down by at most 30% per step and each bookmaker's view by 8% more, so the prices
 * move but the favourite never changes sides.
 */
export function demoBookViews(match: { id: number; teamAName: string; teamBName: string; beginAt: Date }, now: Date): DemoBookView[] {
  const step = priceStep(match.beginAt, now);
  const edge = (demoRating(match.teamAName) - demoRating(match.teamBName)) / 400;
  const fair = logit(1 / (1 + 10 ** -edge));
  const drifted = fair * (1 + 0.3 * signed("drift", match.id, step));
  const lastUpdate = new Date(step * DEMO_PRICE_STEP_MS);
  return DEMO_ODDS_BOOKMAKERS.map(({ key, title }) => ({
    key,
    title,
    teamAWins: clampProbability(logistic(drifted * (1 + 0.08 * signed("view", key, match.id, step)))),
    margin: MIN_MARGIN + MARGIN_SPREAD * unit("margin", key, match.id),
    lastUpdate,
  }));
}

/** A demo book's price for an outcome of this probability: its margin on top, rounded down to the cent. */
export const demoPrice = (probability: number, margin: number) => floorToCent(1 / (probability * (1 + margin)));

/** Every demo bookmaker's two match-winner prices for a match at `now`. */
export function demoQuotes(match: { id: number; teamAName: string; teamBName: string; beginAt: Date }, now: Date): BookmakerQuote[] {
  return demoBookViews(match, now).map(({ key, title, teamAWins, margin, lastUpdate }) => ({
    bookmakerKey: key,
    bookmakerTitle: title,
    lastUpdate,
    outcomes: [
      { name: match.teamAName, price: demoPrice(teamAWins, margin) },
      { name: match.teamBName, price: demoPrice(1 - teamAWins, margin) },
    ],
    unpriced: [],
  }));
}
