import { MAX_ISSUES_PER_ITEM, parseList } from "../../platform";
import { MAX_DECIMAL_PRICE } from "../../shared";
import type { BookmakerQuote, InvalidOddsEvent, OddsEvent } from "../types";
import { oddsApiBookmaker, oddsApiEvent, oddsApiMarket, oddsApiOutcome } from "./schemas";

/**
 * An odds body read item by item with the platform's parseList (platform/provider-payloads.ts), as
 * the esports sync reads PandaScore's: a body that is not a list gives null and the client fails
 * the request; an event that fails its schema is skipped and reported; inside a good event,
 * - a market other than h2h is ignored (we asked for h2h only; a provider may send more),
 * - an outcome without a usable price is dropped as suspended, its name kept among the bookmaker's
 *   unpriced outcomes (stored as off the board, so its last price is not shown as on offer),
 * - an outcome priced above MAX_DECIMAL_PRICE (1e9 has been seen) is refused on its own, unpriced
 *   too: the rest of the bookmaker's prices and of the game's odds are stored as usual,
 * - a bookmaker with no h2h market, or none with a named outcome, is left out of that event; one whose
 *   every outcome is unpriced stays, off the board (a book suspends its whole market at once).
 */

export type ParsedOddsEvents = {
  events: OddsEvent[];
  invalid: InvalidOddsEvent[];
  bookmakersLeftOut: number;
  suspendedOutcomes: number;
  /** Outcomes refused because their price is above MAX_DECIMAL_PRICE. */
  refusedPrices: number;
};

/** A log line stays readable (and bounded) when an event is wrong everywhere. */
export const MAX_ISSUES_PER_EVENT = MAX_ISSUES_PER_ITEM;

/** The match-winner market's key in The Odds API. */
export const H2H = "h2h";

export function parseOddsEvents(body: unknown): ParsedOddsEvents | null {
  const list = parseList(oddsApiEvent, body);
  if (!list) return null;
  // The Odds API's ids are strings; a malformed event's raw id is reported as one too.
  const invalid = list.invalid.map((item) => ({ ...item, id: item.id === null ? null : String(item.id) }));
  const parsed: ParsedOddsEvents = { events: [], invalid, bookmakersLeftOut: 0, suspendedOutcomes: 0, refusedPrices: 0 };
  for (const event of list.items) {
    const quotes: BookmakerQuote[] = [];
    for (const bookmaker of event.bookmakers) {
      const quote = readQuote(bookmaker, parsed);
      if (quote) quotes.push(quote);
      else parsed.bookmakersLeftOut++;
    }
    const { id, sport_key, commence_time, home_team, away_team } = event;
    parsed.events.push({ providerEventId: id, sportKey: sport_key, commenceTime: commence_time, homeTeam: home_team, awayTeam: away_team, quotes });
  }
  return parsed;
}

/** A bookmaker's h2h prices and unpriced outcomes, or null when it has no outcome to name (or is not a bookmaker at all). */
function readQuote(value: unknown, counts: { suspendedOutcomes: number; refusedPrices: number }): BookmakerQuote | null {
  const bookmaker = oddsApiBookmaker.safeParse(value);
  if (!bookmaker.success) return null;
  const h2h = bookmaker.data.markets.map((market) => oddsApiMarket.safeParse(market)).find((market) => market.success && market.data.key === H2H);
  if (!h2h?.success) return null;
  const outcomes: BookmakerQuote["outcomes"] = [];
  const seen = new Set<string>();
  const unpriced = new Set<string>();
  for (const raw of h2h.data.outcomes) {
    const outcome = oddsApiOutcome.safeParse(raw);
    if (!outcome.success) {
      counts.suspendedOutcomes++;
      const named = oddsApiOutcome.shape.name.safeParse((raw as { name?: unknown } | null)?.name);
      if (named.success) unpriced.add(named.data);
      continue;
    }
    if (outcome.data.price > MAX_DECIMAL_PRICE) {
      counts.refusedPrices++;
      unpriced.add(outcome.data.name);
      continue;
    }
    // One price per outcome name: a repeated name is no second price we could show.
    if (seen.has(outcome.data.name)) continue;
    seen.add(outcome.data.name);
    outcomes.push({ name: outcome.data.name, price: outcome.data.price });
  }
  if (outcomes.length === 0 && unpriced.size === 0) return null;
  return {
    bookmakerKey: bookmaker.data.key,
    bookmakerTitle: bookmaker.data.title,
    // The market's own time is the price's; the bookmaker's is the latest of all its markets.
    lastUpdate: h2h.data.last_update ?? bookmaker.data.last_update ?? null,
    outcomes,
    unpriced: [...unpriced].filter((name) => !seen.has(name)),
  };
}
