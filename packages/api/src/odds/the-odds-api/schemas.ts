import { z } from "zod";

/**
 * The Odds API v4, GET /v4/sports/{sport}/odds?markets=h2h&oddsFormat=decimal&dateFormat=iso:
 * a bare JSON list of events, each with its bookmakers, their markets and the markets' outcomes.
 * Read from the provider's documentation (the-odds-api.com/liveapi/guides/v4, found with the
 * search tool):
 *
 *   [{ "id": "bda33adca828c09dc3cac3a856aef176", "sport_key": "americanfootball_nfl",
 *      "sport_title": "NFL", "commence_time": "2021-09-10T00:20:00Z",
 *      "home_team": "Tampa Bay Buccaneers", "away_team": "Dallas Cowboys",
 *      "bookmakers": [{ "key": "fanduel", "title": "FanDuel", "last_update": "2021-06-10T10:46:09Z",
 *        "markets": [{ "key": "h2h", "last_update": "...", "outcomes": [{ "name": "Dallas Cowboys", "price": 3.4 }, ...] }] }] }]
 *
 * plus the headers x-requests-remaining / x-requests-used / x-requests-last on every answer, and
 * 401 (bad key), 422 (bad parameters), 429 (rate limited) with a JSON `{ message }` body.
 *
 * Only the event's own fields are required here: bookmakers, markets and outcomes are lists of
 * unknown values that parse-events.ts reads one by one, so a bad bookmaker or a suspended price
 * costs only itself, never its event (see there). Unknown keys are stripped: providers add fields.
 */

/** An ISO 8601 instant as sent with dateFormat=iso ("2021-09-10T00:20:00Z"), as a Date. */
const isoInstant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const text = z.string().trim().min(1);

export const oddsApiEvent = z.object({
  id: text,
  sport_key: text,
  // Shown nowhere (our game names the sport); optional so its absence never costs an event.
  sport_title: z.string().optional(),
  commence_time: isoInstant,
  home_team: text,
  away_team: text,
  bookmakers: z.array(z.unknown()),
});

export const oddsApiBookmaker = z.object({
  key: text,
  title: text,
  last_update: isoInstant.nullish(),
  markets: z.array(z.unknown()),
});

export const oddsApiMarket = z.object({
  key: z.string(),
  last_update: isoInstant.nullish(),
  outcomes: z.array(z.unknown()),
});

/**
 * A priced outcome. The price must be a decimal price above 1: a suspended outcome comes with
 * no price, 0 or a non-number, and a decimal price of 1 or less pays nothing back; such an
 * outcome is dropped as suspended, never shown.
 */
export const oddsApiOutcome = z.object({
  name: text,
  price: z.number().finite().gt(1),
});

/** The body of a 401 / 422 / 429 answer. */
export const oddsApiErrorBody = z.object({ message: z.string() });
