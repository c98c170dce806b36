import { z } from "zod";

/**
 * Odds-API.io v3's events and odds, read from what its makers publish (found with the search tool;
 * the service itself cannot be reached from here). Which source says what, and how sure we are:
 *
 * Documented:
 * - docs.odds-api.io/llms-full.txt ("Odds-API.io Complete Documentation", stored copy "Last updated:
 *   April 2026"): base URL https://api.odds-api.io/v3; the key as the `apiKey` query parameter;
 *   "5,000 requests/hour on all plans"; the headers `x-ratelimit-limit` ("Total requests allowed"),
 *   `x-ratelimit-remaining` ("Requests remaining") and `x-ratelimit-reset` ("ISO 8601 timestamp when
 *   limit resets") "returned with every response"; 401 "Invalid or missing API key", 403 "API key
 *   doesn't have access", 400 bad parameters.
 * - github.com/odds-api-io/odds-api-mcp-server src/index.ts (the makers' MCP server, API_BASE_URL
 *   https://api2.odds-api.io/v3): GET /events takes `sport`, `league`, `status` ("Comma-separated
 *   event statuses: pending, live, settled"), `from`, `to`, `bookmaker`, `limit`, `skip`; GET /odds
 *   takes `eventId` and `bookmakers` ("Comma-separated bookmaker names, max 30"); GET /odds/multi
 *   takes `eventIds` ("Comma-separated event IDs (max 10)") and "Counts as only 1 API call"; market
 *   names "ML", "Spread", "Totals" (get_odds_movements; get_dropping_odds lists more, none esports).
 * - github.com/odds-api-io/odds-api-node src/types.ts, `HistoricalEventOdds` (the odds payload the
 *   SDK types fully): `id` (number), `home`, `away`, `date` (string), `status`, `sport` and
 *   `league` `{ name, slug }`, `bookmakers: Record<string, { name, odds: Record<string, string |
 *   number | undefined>[], updatedAt? }[]>` keyed by the bookmaker's name.
 * - github.com/odds-api-io/odds-api-python examples/data/snapshot-2026-09-19.json (a frozen copy of
 *   real /events and /odds answers the makers ship with their notebook): ids are numbers, `date` is
 *   "2026-09-20T13:00:00Z", status "pending"/"settled"; prices are decimal STRINGS ("3.22",
 *   "3.100"); an ML row is `{ home, draw, away }`; a Spread row is `{ hdp, home, away }` with `hdp`
 *   a number and the HOME team's line (hdp -2: home 12.0, away 1.01 for the home underdog); every
 *   market carries its own `updatedAt` (ISO, milliseconds); a missing link is the string "N/A".
 *
 * UNVERIFIED (named here in one place, to check against a real esports answer before the feed is
 * switched on):
 * - the Totals row as `{ hdp, over, under }` with `hdp` the line: the stored snapshot has no Totals
 *   market; the field names follow the Spread row and the makers' "marketLine" wording;
 * - that esports' Spread and Totals count MAPS (not rounds or kills) on the series: no esports
 *   answer was found in the makers' material;
 * - a series' length: no documented event field carries it (no "bo3"), so the parser takes it from
 *   the caller (the match an event was matched to), see parse-odds.ts;
 * - map-specific markets (winner of map N) and correct score: not named anywhere in the makers'
 *   material, so not mapped: any such market is counted as unknown by its name;
 * - the error body: not documented, so only its text is read (capped), never its fields;
 * - how the esports leagues are named, from which each event's game is read: league-games.ts.
 *
 * As for the other feeds, only an event's own fields are required: bookmakers, markets and rows
 * are read one by one, so a bad one costs only itself. Every string and list has a ceiling far above
 * what a real answer holds.
 */
export const ODDS_API_IO_LIMITS = {
  /** Events in one /events answer (the same ceiling as every odds answer, docs/security.md). */
  events: 5_000,
  /** Event ids in one /odds/multi request: the documented maximum. */
  eventsPerMulti: 10,
  /** Bookmakers one odds request may name: the documented maximum. */
  bookmakersPerRequest: 30,
  /** Bookmakers on one event (at most 30 were asked for). */
  bookmakers: 200,
  /** Markets of one bookmaker on one event. */
  markets: 200,
  /** Rows (one per line) of one market: a football Spread has about twenty. */
  rows: 200,
  keyChars: 128,
  nameChars: 200,
} as const;

const isoInstant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const name = z.string().trim().min(1).max(ODDS_API_IO_LIMITS.nameChars);
/** The snapshot's ids are numbers, the SDK's `Event.id` a string: either, kept as a string. */
const eventId = z.union([z.int().nonnegative(), z.string().trim().min(1).max(ODDS_API_IO_LIMITS.keyChars)]).transform(String);
const namedSlug = z.object({ name: z.string().max(ODDS_API_IO_LIMITS.nameChars), slug: z.string().max(ODDS_API_IO_LIMITS.keyChars) });

/** One /events item (snapshot's `events[]`, SDK's HistoricalEvent): the fields a fixture needs. */
export const oddsApiIoEvent = z.object({
  id: eventId,
  home: name,
  away: name,
  date: isoInstant,
  status: z.string().max(ODDS_API_IO_LIMITS.keyChars).nullish(),
  sport: namedSlug.nullish(),
  league: namedSlug.nullish(),
});

/** One /odds/multi item: the event with its bookmakers, each a list of markets read one by one. */
export const oddsApiIoEventOdds = oddsApiIoEvent.extend({
  bookmakers: z
    .record(z.string(), z.unknown())
    .refine((books) => Object.keys(books).length <= ODDS_API_IO_LIMITS.bookmakers, `more than ${ODDS_API_IO_LIMITS.bookmakers} bookmakers`),
});

/** A bookmaker's name (the key of `bookmakers`), as the feed spells it ("Bet365", "GG.bet"). */
export const oddsApiIoBookmakerKey = z.string().trim().min(1).max(ODDS_API_IO_LIMITS.keyChars);

/** One bookmaker's markets on the event. */
export const oddsApiIoMarketList = z.array(z.unknown()).max(ODDS_API_IO_LIMITS.markets);

/** One market: its name, its rows (read one by one), and when the feed last saw it change. */
export const oddsApiIoMarket = z.object({
  name: z.string().trim().min(1).max(ODDS_API_IO_LIMITS.keyChars),
  odds: z.array(z.unknown()).max(ODDS_API_IO_LIMITS.rows),
  updatedAt: isoInstant.nullish(),
});

/**
 * A line, as a number (the snapshot's `hdp: -1.5`) or a number written as a string; null when
 * missing or unreadable (the row is then malformed for a market that needs one).
 */
const line = z.union([z.number(), z.string().max(32)]).nullish();

/**
 * One row of a market. The prices are read as any value here and judged by decimalPrice and the
 * model's quoteStatus: "3.22" and 3.22 are a price; null, "N/A", 0.0001 or 1e9 a price off the board.
 * Each may be absent (zod 4 requires a key typed `unknown` unless it is marked optional).
 */
export const oddsApiIoRow = z.object({
  hdp: line,
  home: z.unknown().optional(),
  away: z.unknown().optional(),
  draw: z.unknown().optional(),
  over: z.unknown().optional(),
  under: z.unknown().optional(),
});

/** A decimal price as the feed sent it: a finite number, or a string that is one ("3.100"); else null. */
export function decimalPrice(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !/^\s*\d{1,12}(\.\d{1,9})?\s*$/.test(value)) return null;
  return Number(value);
}

/** A line as a number, or null when it is not one. */
export function lineValue(value: z.infer<typeof line>): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : /^\s*[-+]?\d{1,3}(\.\d{1,3})?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}
