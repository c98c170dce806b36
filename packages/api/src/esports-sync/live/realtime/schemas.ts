import { z } from "zod";
import { matchPayload } from "../../pandascore/schemas";

/**
 * PandaScore's real-time (WebSocket) API as the realtime feed reads it, from its published docs
 * (stored copies found with the search tool; nothing here was copied from a client):
 * - https://developers.pandascore.co/docs/websockets-overview   the `/lives` list (`endpoints[]` of
 *   `{begin_at, expected_begin_at, last_active, match_id, open, type: "frames"|"events", url}` and
 *   `match`), one socket per match at `wss://live.pandascore.co/matches/{id}?token=…` (the token
 *   only as a query parameter), opened 15 minutes before the match, a `hello` message first, at
 *   most 3 connections per match and endpoint.
 * - https://developers.pandascore.co/reference/get_lives        `GET /lives`, paged like any list,
 *   "available to all customers" (it counts against the hourly request limit like any request).
 * - https://developers.pandascore.co/docs/disconnections        close codes: 1000 = the match is
 *   finished; 4001 no token, 4003 not in the plan, 4029 too many connections; any other 1xxx is a
 *   server error, to reconnect after.
 * - https://developers.pandascore.co/docs/data-sample-csgo      Counter-Strike frames: `game`,
 *   `match`, `tournament` ids, `map {id, name}`, `round`, `current_timestamp` (seconds into the
 *   round), `counter_terrorists` / `terrorists` with `id`, `name`, `round_score`, `score` (games
 *   won in the series); `finished` and `winner_id` for the game.
 * - https://developers.pandascore.co/docs/data-sample-league-of-legends   LoL frames:
 *   `current_timestamp` (seconds into the game), `blue` / `red` with `id`, `name`, `kills`, `score`
 *   (games won in the series); `finished`, `winner_id`.
 * - https://developers.pandascore.co/docs/data-sample-dota-2    Dota 2 frames: `current_timestamp`,
 *   `radiant` / `dire` with `id`, `name`, `score` (the side's kills); `finished`, `winner_id`.
 * - https://developers.pandascore.co/ws/cs-go/reference/        (older reference) `finished` and
 *   `winner_id` live on the frame's `game` object; CS:GO frames had `game_number` (from 1).
 *
 * UNVERIFIED (not in any page we could read, kept here in one place to check against a real
 * socket before relying on it):
 * - where `finished` / `winner_id` sit in current frames: read from `game` (the older reference),
 *   else from the frame's top level;
 * - `game.position` / `game_number` in current frames: used when present, else the map's number
 *   comes from the `/lives` match's `games` (ids and positions), else the next one after the last;
 * - the `hello` message's shape (`{type: "hello", payload}`): any message that is not a frame of
 *   the match is only counted as life on the socket;
 * - the `/lives` item's `match`: "omitted for clarity" in the docs; read as our REST match schema,
 *   and an item whose match does not parse is skipped;
 * - a Dota 2 frame's series score: the docs give none (its `score` is kills), so the series score
 *   is counted from the maps the feed saw finish;
 * - Valorant: the data samples list no Valorant frames, so Valorant is followed by the REST poll.
 */

const id = z.number().int().positive();
const count = z.number().int().min(0).max(100_000);
const name = z.string().max(500).nullish();

export const liveEndpoint = z.object({
  match_id: id,
  type: z.string().max(50).optional(),
  url: z.string().max(2048),
  open: z.boolean().optional(),
});

/** One `/lives` item; `id` is its match's (the REST client pages and deduplicates by it). */
export const liveEntry = z.object({ endpoints: z.array(liveEndpoint).max(20), match: matchPayload }).transform((entry) => ({ ...entry, id: entry.match.id }));
export type LiveEntry = z.output<typeof liveEntry>;

/** The frame's game: its id, and (UNVERIFIED in current frames) whether it ended and who won it. */
const frameGame = z.object({
  id,
  position: count.optional(),
  finished: z.boolean().optional(),
  winner_id: id.nullish(),
});
const frameBase = {
  match: z.object({ id }),
  game: frameGame,
  game_number: count.optional(),
  current_timestamp: z.number().min(0).nullish(),
  finished: z.boolean().optional(),
  winner_id: id.nullish(),
};

const csSide = z.object({ id, name, round_score: count.nullish(), score: count.nullish() });
export const csFrame = z.object({
  ...frameBase,
  map: z.object({ id: id.optional(), name }).nullish(),
  round: count.nullish(),
  counter_terrorists: csSide,
  terrorists: csSide,
});

const lolSide = z.object({ id, name, kills: count.nullish(), score: count.nullish() });
export const lolFrame = z.object({ ...frameBase, blue: lolSide, red: lolSide });

/** A Dota 2 side's `score` is its kills (data-sample-dota-2), not the series score. */
const dotaSide = z.object({ id, name, score: count.nullish() });
export const dotaFrame = z.object({ ...frameBase, radiant: dotaSide, dire: dotaSide });

export type CsFrame = z.output<typeof csFrame>;
export type LolFrame = z.output<typeof lolFrame>;
export type DotaFrame = z.output<typeof dotaFrame>;
