/**
 * Payloads in Odds-API.io v3's format, field by field as its makers publish it (the sources and the
 * UNVERIFIED parts are in packages/api/src/odds/odds-api-io/schemas.ts): an event is `{ id (number),
 * home, away, date, status, sport: { name, slug }, league: { name, slug } }`; its odds add
 * `bookmakers: { "<name>": [ { name: "ML" | "Spread" | "Totals" | …, updatedAt, odds: [row] } ] }`,
 * prices as decimal strings, Spread's `hdp` the home team's line (the makers' frozen snapshot,
 * odds-api-python examples/data/snapshot-2026-09-19.json). Teams, leagues and prices are made up.
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export const ODDS_API_IO_EVENT_IDS = {
  /** A CS2 bo3 (our format map says so) priced in every mapped market. */
  bo3: 61_200_101,
  /** The same kind of match, its teams in the other order from ours (Natus Vincere home). */
  swapped: 61_200_102,
  /** A bo1 with a handicap line it cannot have. */
  bo1: 61_200_103,
  /** Sent without a date and with its home team a number. */
  malformed: 61_200_104,
} as const;

const esports = { name: "Esports", slug: "esports" };
const cs2League = { name: "Counter-Strike 2 - IEM", slug: "counter-strike-2-iem" };

/** One listed event (an /events item). */
export function oddsApiIoEvent(id: number, home: string, away: string, startMs: number, status = "pending") {
  return { id, home, away, homeId: id * 10 + 1, awayId: id * 10 + 2, date: iso(startMs), status, sport: esports, league: cs2League };
}

/** /events: the four events above, the malformed one among the good ones. */
export function oddsApiIoEvents(now: Date): unknown[] {
  const t = now.getTime();
  return [
    oddsApiIoEvent(ODDS_API_IO_EVENT_IDS.bo3, "Team Vitality", "MOUZ", t + 5 * HOUR),
    { ...oddsApiIoEvent(ODDS_API_IO_EVENT_IDS.malformed, "x", "Broken Away", t), home: 42, date: undefined },
    oddsApiIoEvent(ODDS_API_IO_EVENT_IDS.swapped, "Natus Vincere", "Team Spirit", t + 6 * HOUR, "live"),
    oddsApiIoEvent(ODDS_API_IO_EVENT_IDS.bo1, "G2 Esports", "FaZe Clan", t + 8 * HOUR),
  ];
}

/** The odds of each event (/odds/multi items), by event id. */
export function oddsApiIoOdds(now: Date): Map<number, unknown> {
  const t = now.getTime();
  const seen = new Date(t - 2 * 60_000).toISOString();
  const [bo3, malformed, swapped, bo1] = oddsApiIoEvents(now) as Record<string, unknown>[];
  return new Map<number, unknown>([
    [
      ODDS_API_IO_EVENT_IDS.bo3,
      {
        ...bo3,
        urls: { "Vortex Bet": "N/A" },
        bookmakers: {
          "Vortex Bet": [
            { name: "ML", updatedAt: seen, odds: [{ home: "1.62", away: "2.30" }] },
            // The home team's line: home -1.5 at 2.60, away +1.5 at 1.48.
            { name: "Spread", updatedAt: seen, odds: [{ hdp: -1.5, home: "2.60", away: "1.48" }] },
            { name: "Totals", updatedAt: seen, odds: [{ hdp: 2.5, over: "2.10", under: "1.70" }] },
            // Not in the model: ignored and counted by name.
            { name: "Totals HT", updatedAt: seen, odds: [{ hdp: 1.5, over: "1.9", under: "1.9" }] },
          ],
          // Prices off the board, every kind: "N/A", null, 1.0, the 0.0001 sentinel, 1e9; numbers as well as strings.
          "Nordic Odds": [
            { name: "ML", updatedAt: seen, odds: [{ home: 1.65, away: "N/A" }] },
            { name: "Totals", updatedAt: seen, odds: [{ hdp: 2.5, over: null, under: "1000000000" }] },
            // The second row has no line: that row alone is malformed.
            {
              name: "Spread",
              updatedAt: seen,
              odds: [
                { hdp: "-1.5", home: "1.00", away: 0.0001 },
                { home: "1.90", away: "1.90" },
              ],
            },
          ],
          // A bookmaker that is not a list of markets, and a market without a name: each costs only itself.
          "Broken Book": { name: "ML" },
          "Half Broken": [{ odds: [] }, { name: "ML", updatedAt: seen, odds: [{ home: "1.70", away: "2.10" }] }],
        },
      },
    ],
    [ODDS_API_IO_EVENT_IDS.malformed, { ...malformed, bookmakers: {} }],
    [
      ODDS_API_IO_EVENT_IDS.swapped,
      {
        ...swapped,
        bookmakers: { "Vortex Bet": [{ name: "ML", updatedAt: seen, odds: [{ home: "1.45", away: "2.75" }] }] },
      },
    ],
    [
      ODDS_API_IO_EVENT_IDS.bo1,
      {
        ...bo1,
        bookmakers: {
          "Vortex Bet": [
            { name: "ML", updatedAt: seen, odds: [{ home: "1.90", away: "1.90" }] },
            // A bo1 has one map: no ±1.5 map handicap; a drawn bo1 is no market either.
            { name: "Spread", updatedAt: seen, odds: [{ hdp: -1.5, home: "3.10", away: "1.30" }] },
            { name: "ML", updatedAt: seen, odds: [{ home: "2.00", draw: "8.00", away: "2.00" }] },
          ],
        },
      },
    ],
  ]);
}

/** `count` more events (ids from `firstId`), each priced in ML only: enough for several /odds/multi batches. */
export function oddsApiIoManyEvents(now: Date, firstId: number, count: number): { events: unknown[]; odds: Map<number, unknown> } {
  const seen = new Date(now.getTime() - 60_000).toISOString();
  const events = Array.from({ length: count }, (_, i) => oddsApiIoEvent(firstId + i, `Home ${i}`, `Away ${i}`, now.getTime() + (i + 1) * HOUR));
  const odds = new Map<number, unknown>(
    events.map((event) => [event.id, { ...event, bookmakers: { "Vortex Bet": [{ name: "ML", updatedAt: seen, odds: [{ home: "1.80", away: "2.00" }] }] } }]),
  );
  return { events, odds };
}
