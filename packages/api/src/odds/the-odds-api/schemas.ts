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
 *
 * Every string and list has a ceiling far above what the provider sends (ids are 32 hex digits,
 * names a few words, an event has a few dozen bookmakers with 2-3 outcomes): a value past it fails
 * its item, so nothing the feed sends can grow a stored row (a bookmaker's title, a team's name)
 * beyond it, and the client's body cap (client.ts) bounds the answer as a whole.
 */

/** The ceilings (the README's input limits table lists them). */
export const ODDS_LIMITS = {
  /** Events in one answer: one sport's upcoming events are a few hundred at most. */
  events: 5_000,
  /** Bookmakers on one event: every region together lists about 80. */
  bookmakers: 200,
  /** Markets of one bookmaker: we ask for h2h only. */
  markets: 20,
  /** Outcomes of one market: h2h has two or three. */
  outcomes: 20,
  /** Ids and keys (event ids are 32 hex digits, keys like "esports_cs2", "williamhill_us"). */
  keyChars: 128,
  /** Names and titles (teams, outcomes, bookmakers). */
  nameChars: 200,
} as const;

/** An ISO 8601 instant as sent with dateFormat=iso ("2021-09-10T00:20:00Z"), as a Date. */
const isoInstant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const key = z.string().trim().min(1).max(ODDS_LIMITS.keyChars);
const name = z.string().trim().min(1).max(ODDS_LIMITS.nameChars);

// sport_title is not read: it is shown nowhere (our game names the sport), and stripped like any unknown key.
export const oddsApiEvent = z.object({
  id: key,
  sport_key: key,
  commence_time: isoInstant,
  home_team: name,
  away_team: name,
  bookmakers: z.array(z.unknown()).max(ODDS_LIMITS.bookmakers),
});

export const oddsApiBookmaker = z.object({
  key,
  title: name,
  last_update: isoInstant.nullish(),
  markets: z.array(z.unknown()).max(ODDS_LIMITS.markets),
});

export const oddsApiMarket = z.object({
  key: z.string().max(ODDS_LIMITS.keyChars),
  last_update: isoInstant.nullish(),
  outcomes: z.array(z.unknown()).max(ODDS_LIMITS.outcomes),
});

/**
 * A priced outcome. The price must be a decimal price above 1: a suspended outcome comes with
 * no price, 0 or a non-number, and a decimal price of 1 or less pays nothing back; such an
 * outcome is dropped as suspended, never shown. A price above MAX_DECIMAL_PRICE passes here and
 * is refused by parse-events.ts, counted apart: it is a feed error, not a suspension.
 */
export const oddsApiOutcome = z.object({
  name,
  price: z.number().finite().gt(1),
});

/**
 * GET /v4/sports?all=true: every sport the feed lists, in and out of season, e.g.
 *   [{ "key": "americanfootball_nfl", "group": "American Football", "title": "NFL",
 *      "description": "US Football", "active": true, "has_outrights": false }]
 * Documented in the provider's OpenAPI file (the-odds-api.com/api-reference/v4/schema.yml, tag
 * "sports") and guide (the-odds-api.com/liveapi/guides/v4/#get-sports), which says the call does
 * not count against the usage quota. Only `key` is read: whether a configured sport key exists.
 */
export const oddsApiSport = z.object({ key });

/** Sports in one /v4/sports answer: the feed lists about 70 in all. */
export const MAX_LISTED_SPORTS = 2_000;

/** The body of a 401 / 422 / 429 answer. */
export const oddsApiErrorBody = z.object({ message: z.string() });
