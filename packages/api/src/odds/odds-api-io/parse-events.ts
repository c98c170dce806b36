import { z } from "zod";
import { parseList, type InvalidItem } from "../../platform";
import type { BestOf, OddsFixture } from "../model/fixture";
import type { InvalidOddsEvent } from "../types";
import { oddsApiIoEvent, ODDS_API_IO_LIMITS } from "./schemas";

/** One event as the feed lists it: the fixture, the feed's league (its name says the game: "League of Legends - LCK") and status word ("pending", "live"). */
export type OddsApiIoListedEvent = { fixture: OddsFixture; league: { name: string; slug: string } | null; status: string | null };

export type ParsedOddsApiIoEvents = { events: OddsApiIoListedEvent[]; invalid: InvalidOddsEvent[] };

const eventList = z.array(z.unknown()).max(ODDS_API_IO_LIMITS.events);

/** A valid event (schemas.ts) as a listed event, its teams in the feed's order and its length as the caller knows it. */
export function listedEvent(event: z.output<typeof oddsApiIoEvent>, bestOf: BestOf | null): OddsApiIoListedEvent {
  return {
    fixture: { feed: "odds-api-io", feedEventId: event.id, start: event.date, homeTeam: event.home, awayTeam: event.away, bestOf },
    league: event.league ?? null,
    status: event.status ?? null,
  };
}

/** parseList's report of the events that failed their schema, each named by the id it was sent with (as a string). */
export function invalidEvents(invalid: readonly InvalidItem[]): InvalidOddsEvent[] {
  return invalid.map((item) => ({ ...item, id: item.id === null ? null : String(item.id).slice(0, ODDS_API_IO_LIMITS.keyChars) }));
}

/**
 * A /events answer read item by item: a malformed event is reported by its id and skipped, the rest
 * kept, in the feed's order. Null when the body is not a list (or a list longer than any real one):
 * the client fails the request. The events' lengths are unknown here (no documented field says).
 */
export function parseOddsApiIoEvents(body: unknown): ParsedOddsApiIoEvents | null {
  const raw = eventList.safeParse(body);
  if (!raw.success) return null;
  const list = parseList(oddsApiIoEvent, raw.data)!;
  return { events: list.items.map((event) => listedEvent(event, null)), invalid: invalidEvents(list.invalid) };
}
