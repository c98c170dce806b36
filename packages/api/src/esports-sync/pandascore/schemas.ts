import { z } from "zod";
import { PG_INTEGER_MAX } from "../../contracts";
import { nestedList } from "../../platform";

/**
 * PandaScore REST v2 payloads as the sync reads them, parsed where the HTTP body becomes data
 * (client.ts, through the platform's parseList, platform/provider-payloads.ts). Their types (types.ts) are inferred
 * from these schemas, and the mappers trust them.
 *
 * What the schemas say the provider guarantees, from its reference (docs/pandascore.md §7, the spec
 * 2.62.8 behind it) and the real payloads in the fixtures:
 * - Required: the `id` of every object that becomes or names a row (a match, a tournament, listed
 *   or embedded, a team, an opponent, the winner), and what a list element exists for: an opponent
 *   entry's `opponent`, a result's `score`, a listed team's `name`. An item without them cannot be
 *   stored; it is reported and skipped.
 * - `.nullish()`: exactly the values the reference marks nullable or real payloads send as null
 *   (noted per field below). A null anywhere else breaks the contract and fails the item.
 * - `.optional()`: every other key. The reference sends every key, null for "no value" (§1), but
 *   older payloads miss newer keys (`streams_list` before 2022, tournament `tier`, `region`,
 *   `country`: see csgo-matches-running-legacy-2020.json), plan-gated keys are left out, embedded
 *   objects carry fewer keys than listed ones (§7), and the sync has always stored such partial
 *   items rather than lose a match over a missing name.
 * - Types are strict: a string where a number belongs fails the item, and so does a timestamp
 *   that is not ISO-8601 with `Z` or an offset ("2024-09-08T06:25:00" would be read as local time).
 * - Open enums (match `status` and `match_type`, tournament `tier`, opponent `type`) are strings:
 *   the provider has added values before (`postponed`); the mappers infer or drop what they do not
 *   know (mapStatus, toTier) instead of losing the item.
 * - Unknown keys are stripped, never refused: the provider adds fields (§9).
 * - Lists nested in an item (a match's `games`, a team's `players`) are parsed element by element
 *   (`nestedList`): a bad element is left out and reported, its item is kept.
 */

/**
 * Every string the sync may store has a ceiling far above what the provider sends (names of a few
 * words, slugs, ISO codes, URLs to its CDN and to streams): an item holding a longer one fails its
 * schema and is reported, so a hostile or broken answer cannot write a megabyte team name. The
 * client's body cap (client.ts, MAX_PAGE_BYTES) bounds the answer as a whole.
 */
export const PANDASCORE_LIMITS = { textChars: 500, urlChars: 2048, opponents: 64, results: 64, streams: 64, players: 200, games: 100 } as const;
const text = z.string().max(PANDASCORE_LIMITS.textChars);
const url = z.string().max(PANDASCORE_LIMITS.urlChars);

/** Positive, and `z.int()` keeps it within safe integers: ids are primary keys. */
const id = z.int().positive();

/**
 * Games won, games in a series, a season's year: never negative, and stored in PostgreSQL
 * `integer` columns, where a larger value would fail the whole page's transaction instead of
 * this one item.
 */
const count = z.int().nonnegative().max(PG_INTEGER_MAX);

/** ISO-8601 with `Z` or an offset; microseconds occur (`2024-09-08T06:09:00.000000Z`, §1). */
const timestamp = z.iso.datetime({ offset: true });

/** BaseLeague, embedded in matches and listed tournaments. Nullable: `image_url`. */
export const leaguePayload = z.object({
  id: id.optional(),
  name: text.optional(),
  slug: text.optional(),
  image_url: url.nullish(),
});

/** BaseSerie. Nullable: `name` (also ""), `season`, `year`. */
export const seriePayload = z.object({
  id: id.optional(),
  name: text.nullish(),
  full_name: text.optional(),
  season: text.nullish(),
  year: count.nullish(),
});

/**
 * BaseTeam or BasePlayer, as an opponent or a winner. Nullable: `acronym`, `slug`, `location`
 * (also ""), `image_url`; players have no acronym or location at all.
 */
export const teamRefPayload = z.object({
  id,
  name: text.optional(),
  acronym: text.nullish(),
  slug: text.nullish(),
  location: text.nullish(),
  image_url: url.nullish(),
});

/**
 * BasePlayer, in a team's `players` (its current roster, §7): a player row needs its id and name.
 * Nullable: `slug`, `first_name`, `last_name`, `nationality` (ISO 3166-1 alpha-2), `role` (LoL
 * lanes `top`, `jun`, `mid`, `adc`, `sup`; null in most other games), `image_url`. `age` and
 * `birthday` (plan-gated) are not read.
 */
export const playerPayload = z.object({
  id,
  name: text,
  slug: text.nullish(),
  first_name: text.nullish(),
  last_name: text.nullish(),
  nationality: text.nullish(),
  role: text.nullish(),
  image_url: url.nullish(),
  active: z.boolean().optional(),
  modified_at: timestamp.optional(),
});

/**
 * Team, from `/{game}/teams`: a team row needs its name (a blank one is refused by mapTeam).
 * `players` is the current roster; when the key is there the payload states the whole roster
 * (`[]`: nobody under contract), when it is absent it says nothing about it.
 */
export const teamPayload = teamRefPayload.extend({
  name: text,
  modified_at: timestamp.optional(),
  players: nestedList(playerPayload, PANDASCORE_LIMITS.players).optional(),
});

/** Stream (§7). Nullable: `embed_url` (YouTube channel pages have none). */
export const streamPayload = z.object({
  main: z.boolean().optional(),
  official: z.boolean().optional(),
  language: text.optional(),
  raw_url: url.optional(),
  embed_url: url.nullish(),
});

/**
 * BaseTournament (embedded in a match) or Tournament (listed, with `league`, `serie` and `teams`).
 * Nullable: `tier`, `prizepool`, `begin_at`, `end_at`, `region`, `country`. Only the length of
 * `teams` is read, so its elements are not the sync's business.
 */
export const tournamentPayload = z.object({
  id,
  name: text.optional(),
  slug: text.optional(),
  tier: text.nullish(),
  prizepool: text.nullish(),
  begin_at: timestamp.nullish(),
  end_at: timestamp.nullish(),
  league_id: id.optional(),
  serie_id: id.optional(),
  region: text.nullish(),
  country: text.nullish(),
  modified_at: timestamp.optional(),
  league: leaguePayload.optional(),
  serie: seriePayload.optional(),
  teams: z.array(z.unknown()).optional(),
});

/** An entry of `opponents`: a TBD side is a missing entry (`[]`), never an entry without its opponent. */
export const opponentPayload = z.object({
  type: text.optional(),
  opponent: teamRefPayload,
});

/** An entry of `results`: games won, keyed by `team_id` or, for player opponents, `player_id`. */
export const resultPayload = z.object({
  team_id: id.optional(),
  player_id: id.optional(),
  score: count,
});

/**
 * Game (`match.games[]`, §7): one game of the series. `position` (1-based) is what it is listed
 * for, so a game without one is left out. Nullable: `begin_at`, `end_at`, `length` (seconds),
 * `winner` (and its `id` and `type`: no winner before the game ends). `status` is an open enum
 * (`not_started`, `running`, `finished`, `not_played`).
 */
export const gamePayload = z.object({
  id: id.optional(),
  position: z.int().positive().max(PG_INTEGER_MAX),
  status: text.optional(),
  begin_at: timestamp.nullish(),
  end_at: timestamp.nullish(),
  length: count.nullish(),
  finished: z.boolean().optional(),
  forfeit: z.boolean().optional(),
  winner: z.object({ id: id.nullish(), type: text.nullish() }).nullish(),
});

/**
 * Match (§7). Nullable: `slug`, `scheduled_at`, `begin_at`, `end_at`, `winner`, `winner_id`.
 * `opponents` and `results` are `[]` while the sides are TBD; `streams_list` is absent from
 * payloads older than 2022 (they had `live_url`, now stripped). `games` comes with the match in
 * every matches list, so storing it costs no request of its own.
 */
export const matchPayload = z.object({
  id,
  name: text.optional(),
  slug: text.nullish(),
  status: text.optional(),
  match_type: text.optional(),
  number_of_games: count.optional(),
  scheduled_at: timestamp.nullish(),
  begin_at: timestamp.nullish(),
  end_at: timestamp.nullish(),
  modified_at: timestamp.optional(),
  opponents: z.array(opponentPayload).max(PANDASCORE_LIMITS.opponents).optional(),
  results: z.array(resultPayload).max(PANDASCORE_LIMITS.results).optional(),
  winner: teamRefPayload.nullish(),
  winner_id: id.nullish(),
  streams_list: z.array(streamPayload).max(PANDASCORE_LIMITS.streams).optional(),
  league: leaguePayload.optional(),
  serie: seriePayload.optional(),
  tournament: tournamentPayload.optional(),
  tournament_id: id.optional(),
  games: nestedList(gamePayload, PANDASCORE_LIMITS.games).optional(),
});

/**
 * An error body: `{error, message}` (§6; the real missing-token body has only `error`), or anything
 * at all (no real 429 body is known). A field of another type is ignored, not the whole body.
 */
export const errorPayload = z.object({
  error: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
});
