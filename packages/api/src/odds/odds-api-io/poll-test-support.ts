import { HOUR_MS, MINUTE_MS } from "../../platform";
import { ODDS_API_IO_EVENT_IDS as IDS, oddsApiIoEvent, oddsApiIoEvents, oddsApiIoOdds } from "../../../../../tests/fake-odds-api-io";

// The Odds-API.io poll test's payloads: the fake feed's shared events and odds, with a LoL event,
// a CS2 event no match of ours is, and the reversed event priced in every mapped market.

export const API_KEY = "oddsapiio-poll-key-0123456789abcdef";
export const NOW = new Date("2026-11-28T12:00:00Z");
export const RESET_AT = "2026-11-28T12:40:00.000Z";
export const BOOKS = ["Vortex Bet", "Nordic Odds", "Broken Book", "Half Broken"];

/** Ids of events the shared payloads do not have: a LoL match, and a CS2 match we do not list. */
export const LOL_EVENT = 61_200_201;
export const UNMATCHED_EVENT = 61_200_202;
const lolLeague = { name: "League of Legends - LCK", slug: "league-of-legends-lck" };

type Row = Record<string, unknown>;
export type EventOdds = Row & { bookmakers: Record<string, { name: string; updatedAt: string; odds: Row[] }[]> };

/** The shared list with a LoL event and a CS2 event no match of ours is. */
export function listed(): unknown[] {
  return [
    ...oddsApiIoEvents(NOW),
    { ...oddsApiIoEvent(LOL_EVENT, "T1", "Gen.G", NOW.getTime() + 7 * HOUR_MS), league: lolLeague },
    oddsApiIoEvent(UNMATCHED_EVENT, "Heroic", "Astralis", NOW.getTime() + 9 * HOUR_MS),
  ];
}

/** The shared odds, with the reversed event priced in every mapped market too, and the LoL and unmatched events' odds. */
export function priced(): Map<number, unknown> {
  const odds = oddsApiIoOdds(NOW) as Map<number, EventOdds>;
  const seen = new Date(NOW.getTime() - MINUTE_MS).toISOString();
  // Natus Vincere, the feed's home team, is our team B: it gives 1.5 maps at 2.90.
  odds
    .get(IDS.swapped)!
    .bookmakers["Vortex Bet"]!.push(
      { name: "Spread", updatedAt: seen, odds: [{ hdp: -1.5, home: "2.90", away: "1.40" }] },
      { name: "Totals", updatedAt: seen, odds: [{ hdp: 2.5, over: "1.95", under: "1.85" }] },
    );
  const [lol, unmatched] = listed().slice(-2) as Row[];
  const ml = (home: string, away: string) => ({ "Vortex Bet": [{ name: "ML", updatedAt: seen, odds: [{ home, away }] }] });
  odds.set(LOL_EVENT, { ...lol, bookmakers: ml("1.30", "3.40") });
  odds.set(UNMATCHED_EVENT, { ...unmatched, bookmakers: ml("1.80", "2.00") });
  return odds;
}
