import { z } from "zod";
import type { BookmakerQuote, InvalidOddsEvent, OddsEvent } from "../types";
import { oddsApiBookmaker, oddsApiEvent, oddsApiMarket, oddsApiOutcome } from "./schemas";

/**
 * An odds body read item by item, like the esports sync's provider payloads (esports-sync's
 * provider-payloads.ts, which is internal to that domain): a body that is not a list gives null
 * and the client fails the request; an event that fails its schema is skipped and reported; inside
 * a good event,
 * - a market other than h2h is ignored (we asked for h2h only; a provider may send more),
 * - an outcome without a usable price is dropped as suspended,
 * - a bookmaker with no h2h market left with a priced outcome is left out of that event.
 */

export type ParsedOddsEvents = {
  events: OddsEvent[];
  invalid: InvalidOddsEvent[];
  bookmakersLeftOut: number;
  suspendedOutcomes: number;
};

/** A log line stays readable (and bounded) when an event is wrong everywhere. */
export const MAX_ISSUES_PER_EVENT = 5;

/** The match-winner market's key in The Odds API. */
export const H2H = "h2h";

const list = z.array(z.unknown());
const withId = z.object({ id: z.union([z.string(), z.number()]) });

export function parseOddsEvents(body: unknown): ParsedOddsEvents | null {
  const raw = list.safeParse(body);
  if (!raw.success) return null;
  const parsed: ParsedOddsEvents = { events: [], invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0 };
  raw.data.forEach((value, index) => {
    const event = oddsApiEvent.safeParse(value);
    if (!event.success) {
      parsed.invalid.push({ index, id: idOf(value), issues: describeIssues(event.error.issues) });
      return;
    }
    const quotes: BookmakerQuote[] = [];
    for (const bookmaker of event.data.bookmakers) {
      const quote = readQuote(bookmaker, parsed);
      if (quote) quotes.push(quote);
      else parsed.bookmakersLeftOut++;
    }
    const { id, sport_key, commence_time, home_team, away_team } = event.data;
    parsed.events.push({ providerEventId: id, sportKey: sport_key, commenceTime: commence_time, homeTeam: home_team, awayTeam: away_team, quotes });
  });
  return parsed;
}

/** A bookmaker's h2h prices, or null when it has none to offer (or is not a bookmaker at all). */
function readQuote(value: unknown, counts: { suspendedOutcomes: number }): BookmakerQuote | null {
  const bookmaker = oddsApiBookmaker.safeParse(value);
  if (!bookmaker.success) return null;
  const h2h = bookmaker.data.markets.map((market) => oddsApiMarket.safeParse(market)).find((market) => market.success && market.data.key === H2H);
  if (!h2h?.success) return null;
  const outcomes: BookmakerQuote["outcomes"] = [];
  const seen = new Set<string>();
  for (const raw of h2h.data.outcomes) {
    const outcome = oddsApiOutcome.safeParse(raw);
    if (!outcome.success) {
      counts.suspendedOutcomes++;
      continue;
    }
    // One price per outcome name: a repeated name is no second price we could show.
    if (seen.has(outcome.data.name)) continue;
    seen.add(outcome.data.name);
    outcomes.push({ name: outcome.data.name, price: outcome.data.price });
  }
  if (outcomes.length === 0) return null;
  return {
    bookmakerKey: bookmaker.data.key,
    bookmakerTitle: bookmaker.data.title,
    // The market's own time is the price's; the bookmaker's is the latest of all its markets.
    lastUpdate: h2h.data.last_update ?? bookmaker.data.last_update ?? null,
    outcomes,
  };
}

function idOf(value: unknown): string | null {
  const item = withId.safeParse(value);
  return item.success ? String(item.data.id) : null;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines = issues.slice(0, MAX_ISSUES_PER_EVENT).map((issue) => `${issue.path.map(String).join(".") || "(event)"}: ${issue.message}`);
  if (issues.length > MAX_ISSUES_PER_EVENT) lines.push(`and ${issues.length - MAX_ISSUES_PER_EVENT} more`);
  return lines;
}
