import type { Game } from "../types";

/**
 * Which of our games an Odds-API.io event is, read from its league.
 *
 * The feed has no game filter: all esports are one sport, and GET /events narrows only by `sport`
 * and `league`, a league's slug (odds-api-mcp-server src/index.ts, `get_events`; `get_leagues`
 * "Returns league name, slug, and active event count" for a sport). Every event carries its league
 * as `{ name, slug }` (odds-api-node src/types.ts, `HistoricalEvent.league`). So a game's poll lists
 * the esports events and keeps those whose league names the game; listing them league by league
 * would cost a request per league, and the leagues come and go.
 *
 * UNVERIFIED: how the feed names its esports leagues. Nothing its makers publish lists them; the
 * words below are the games' own names and usual short forms, matched in the league's name or slug
 * (lower case, "-" or " " between words). League of Legends: Wild Rift is another game and is
 * never LoL. A league that names no game, or two, is no game's: its events are left out.
 */
const GAME_WORDS: Record<Game, RegExp> = {
  cs2: /counter[- ]?strike|\bcs2\b|\bcs[: ]?go\b/,
  lol: /league[- ]of[- ]legends|\blol\b/,
  valorant: /\bvalorant\b/,
  dota2: /\bdota\b|\bdota[- ]?2\b/,
};

const OTHER_GAMES = /wild[- ]rift/;

export function gameOfLeague(league: { name: string; slug: string } | null): Game | null {
  if (!league) return null;
  const text = `${league.slug} ${league.name}`.toLowerCase();
  if (OTHER_GAMES.test(text)) return null;
  const games = (Object.keys(GAME_WORDS) as Game[]).filter((game) => GAME_WORDS[game].test(text));
  return games.length === 1 ? games[0]! : null;
}
