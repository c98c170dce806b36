import { z } from "zod";

/**
 * Stadar v1's odds payload, read from its OpenAPI-generated Rust SDK on docs.rs (crate `stadar`
 * 0.1.27, found with the search tool) and its docs pages on stadar.net. Which file each field comes
 * from, and how sure we are of it:
 *
 * Read in the SDK's model files (the doc comments are quoted in the fields below):
 * - src/models/odds_list_response.rs  `OddsListResponse { odds: Vec<MatchOdds> }` (required)
 * - src/models/match_odds.rs          `match_id` (String, required; "Canonical match public id, even
 *                                      when the prices were observed on a linked provider row"),
 *                                      `game` (String, required), `format` (String, required; "Series
 *                                      length (bo1 | bo3 | bo5 | bo7). Determines which markets are
 *                                      meaningful."), `scheduled_at` (RFC 3339, required),
 *                                      `captured_at` (optional; "Most recent observation across the
 *                                      books below.")
 * - src/models/odds_market.rs         `market` (enum `Market`, required), `selection` (String,
 *                                      required; "moneyline: home|away. handicap: plus|minus (relative
 *                                      to `line`, for the team in `side`). total_maps: over|under.
 *                                      total_maps_parity: even|odd. correct_score: "<a>_<b>" from the
 *                                      perspective of the team in `side`. team_map_win: yes|no."),
 *                                      `side` ("Home/away relative to THIS match's participant
 *                                      ordering. Null when the market has no side (totals, parity) or
 *                                      the orientation could not be established — in the latter case
 *                                      do not infer a side from po[sition]…")
 * - src/models/paging.rs (0.1.6)      `cursor` ("Cursor for the next page (empty when
 *                                      has_more=false)"), `has_more`, `next_cursor` ("Alias for
 *                                      `cursor` — clients SHOULD prefer next_cursor")
 * - stadar.net/docs                   the `{ "meta": { "next_cursor": … } }` envelope ("null when
 *                                      exhausted", "Treat the cursor as opaque"), the error envelope
 *                                      `{ "error": { "code", "message", "request_id", "details" } }`,
 *                                      `Authorization: Bearer <key>` (also src/from_env.rs).
 *
 * NOT VERIFIED: the stored copy of match_odds.rs and odds_market.rs stops after `captured_at` and
 * `side`, so the fields that carry the teams' names, the books and each price were not readable.
 * They are named here as the rest of the API names things (snake_case, `captured_at` for an
 * observation time) and kept in this one place, marked UNVERIFIED, to be checked against the full
 * model files before the feed is switched on: `home_team` / `away_team`, `books[]` with `bookmaker`,
 * `captured_at` and `markets[]`, and on a market `line`, `price` and `status`.
 *
 * As for The Odds API (the-odds-api/schemas.ts), only the match's own fields are required: books
 * and markets are lists of unknown values read one by one, so a bad market costs only itself. Every
 * string and list has a ceiling far above what a real answer holds.
 */
export const STADAR_LIMITS = {
  /** Matches on one page (the docs' example pages hold 100). */
  matches: 1_000,
  /** Books on one match. */
  books: 200,
  /** Markets (one per priced selection) of one book on one match: a bo7 has dozens. */
  markets: 1_000,
  keyChars: 128,
  nameChars: 200,
  /** An opaque cursor ("opaque base64 strings"): sent back as it came, never grown. */
  cursorChars: 4_096,
} as const;

const isoInstant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const key = z.string().trim().min(1).max(STADAR_LIMITS.keyChars);
const name = z.string().trim().min(1).max(STADAR_LIMITS.nameChars);

/** src/models/paging.rs and the docs' `meta`: the next page's cursor, null or empty when there is none. */
export const stadarMeta = z
  .object({
    next_cursor: z.string().max(STADAR_LIMITS.cursorChars).nullish(),
    cursor: z.string().max(STADAR_LIMITS.cursorChars).nullish(),
    has_more: z.boolean().nullish(),
  })
  .nullish();

/** src/models/odds_list_response.rs, with the docs' `meta` beside it. */
export const stadarOddsPage = z.object({
  odds: z.array(z.unknown()).max(STADAR_LIMITS.matches),
  meta: stadarMeta,
});

/** src/models/match_odds.rs (teams and books UNVERIFIED, see above). */
export const stadarMatchOdds = z.object({
  match_id: key,
  game: key,
  format: z.string().max(STADAR_LIMITS.keyChars),
  scheduled_at: isoInstant,
  captured_at: isoInstant.nullish(),
  home_team: name,
  away_team: name,
  books: z.array(z.unknown()).max(STADAR_LIMITS.books),
});

/** One bookmaker's markets on the match (UNVERIFIED shape, see above). */
export const stadarBook = z.object({
  bookmaker: key,
  captured_at: isoInstant.nullish(),
  markets: z.array(z.unknown()).max(STADAR_LIMITS.markets),
});

/**
 * src/models/odds_market.rs: one priced selection. `market`, `selection` and `side` as documented;
 * `line`, `price` and `status` UNVERIFIED. The price is read as any value here and judged by the
 * model's quoteStatus (a null, 0.0001 or 1e9 is kept as off the board, not refused).
 */
export const stadarMarket = z.object({
  market: z.string().max(STADAR_LIMITS.keyChars),
  selection: z.string().max(STADAR_LIMITS.keyChars),
  side: z.enum(["home", "away"]).nullish(),
  line: z.number().finite().nullish(),
  price: z.unknown(),
  status: z.string().max(STADAR_LIMITS.keyChars).nullish(),
});

/** The docs' error envelope (stadar.net/docs, "Errors"). */
export const stadarErrorBody = z.object({
  error: z.object({ code: z.string().optional(), message: z.string().optional(), request_id: z.string().optional() }),
});
