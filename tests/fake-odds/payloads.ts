/**
 * Payloads in The Odds API v4 format (GET /v4/sports/{sport}/odds?markets=h2h&oddsFormat=decimal&
 * dateFormat=iso), shaped after the provider's documented example: event fields in snake_case,
 * bookmakers with key/title/last_update, markets with key/last_update/outcomes, outcomes with
 * name/price. Team names, bookmakers and prices are made up; the shape is the provider's.
 *
 * `cs2Events(now)` holds one of every case the client must cope with (see each comment), among
 * ordinary events, with start times relative to `now` so the events stay upcoming.
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** A bookmaker with one h2h market (and, when asked, a spreads market beside it, to be ignored). */
export function bookmaker(key: string, title: string, updated: string, outcomes: unknown[], extraMarkets: unknown[] = []) {
  return { key, title, last_update: updated, markets: [...extraMarkets, { key: "h2h", last_update: updated, outcomes }] };
}

export const SPORT_CS2 = "esports_cs2";

/** The ids of the events in `cs2Events`, by what each one tests. */
export const EVENT_IDS = {
  ordinary: "e1f0c8a2b7d94a51a1f0c8a2b7d94a51",
  swappedSides: "b3c1d2e4f5a64b7c8d9e0f1a2b3c4d5e",
  unmatchable: "0f9e8d7c6b5a49382716a5b4c3d2e1f0",
  missingMarket: "5a5a5a5a5a5a45a5a5a5a5a5a5a5a5a5",
  malformed: "deadbeefdeadbeefdeadbeefdeadbeef",
} as const;

export function cs2Events(now: Date): unknown[] {
  const t = now.getTime();
  const updated = iso(t - 10 * 60_000);
  return [
    // An ordinary event: two bookmakers we list, one we do not ("unlistedbook"), and one that also
    // offers a spreads market (ignored) and a suspended outcome (price 0: dropped).
    {
      id: EVENT_IDS.ordinary,
      sport_key: SPORT_CS2,
      sport_title: "CS2",
      commence_time: iso(t + 5 * HOUR),
      home_team: "Team Vitality",
      away_team: "Natus Vincere",
      bookmakers: [
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: "Team Vitality", price: 1.62 },
          { name: "Natus Vincere", price: 2.3 },
        ]),
        bookmaker(
          "nordic_odds",
          "Nordic Odds",
          updated,
          [
            { name: "Team Vitality", price: 1.65 },
            { name: "Natus Vincere", price: 0 },
          ],
          [{ key: "spreads", last_update: updated, outcomes: [{ name: "Team Vitality", price: 1.9, point: -1.5 }] }],
        ),
        bookmaker("unlistedbook", "Unlisted Book", updated, [
          { name: "Team Vitality", price: 1.6 },
          { name: "Natus Vincere", price: 2.35 },
        ]),
      ],
      // A key the provider may add one day: stripped.
      venue: "LANXESS Arena",
    },
    // Home and away the other way round from our match (our side A is the away team here); one outcome
    // has no price at all (suspended) and one a price as text (not a number: dropped).
    {
      id: EVENT_IDS.swappedSides,
      sport_key: SPORT_CS2,
      sport_title: "CS2",
      commence_time: iso(t + 26 * HOUR),
      home_team: "FaZe Clan",
      away_team: "MOUZ",
      bookmakers: [
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: "FaZe Clan", price: 2.1 },
          { name: "MOUZ", price: 1.72 },
        ]),
        bookmaker("pixelplay", "PixelPlay", updated, [{ name: "FaZe Clan" }, { name: "MOUZ", price: "1.70" }]),
      ],
    },
    // An event no synced match has (teams we do not know).
    {
      id: EVENT_IDS.unmatchable,
      sport_key: SPORT_CS2,
      sport_title: "CS2",
      commence_time: iso(t + 8 * HOUR),
      home_team: "Imaginary Five",
      away_team: "Nobody Gaming",
      bookmakers: [
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: "Imaginary Five", price: 1.4 },
          { name: "Nobody Gaming", price: 2.9 },
        ]),
      ],
    },
    // A bookmaker whose only market is totals: no h2h, so it is left out of the event.
    {
      id: EVENT_IDS.missingMarket,
      sport_key: SPORT_CS2,
      sport_title: "CS2",
      commence_time: iso(t + 30 * HOUR),
      home_team: "G2 Esports",
      away_team: "Team Spirit",
      bookmakers: [
        {
          key: "gridwager",
          title: "GridWager",
          last_update: updated,
          markets: [{ key: "totals", last_update: updated, outcomes: [{ name: "Over", price: 1.8, point: 2.5 }] }],
        },
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: "G2 Esports", price: 2.05 },
          { name: "Team Spirit", price: 1.76 },
        ]),
      ],
    },
    // A malformed event among good ones: no commence_time, teams as numbers. Skipped and reported.
    { id: EVENT_IDS.malformed, sport_key: SPORT_CS2, home_team: 42, away_team: null, bookmakers: [] },
  ];
}

/** Error bodies shaped like the provider's (a JSON object with a message and an error code); the wording is ours. */
export const ERROR_BODIES = {
  unauthorized: { message: "API key is not valid, visit https://the-odds-api.com to get an API key", error_code: "INVALID_KEY" },
  rateLimited: { message: "Requests are being sent too frequently. Please wait a moment before retrying.", error_code: "EXCEEDED_FREQ_LIMIT" },
  unknownSport: { message: "Unknown sport. Check that the sport key is valid.", error_code: "UNKNOWN_SPORT" },
};
