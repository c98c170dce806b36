import { GAMES, type Game, isGame } from "@eb/db/games";

export { GAMES, type Game, isGame };

export const GAME_FILTERS = ["all", ...GAMES] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

/** Short labels used in the header, badges and filters. */
export const GAME_SHORT_NAMES: Record<Game, string> = {
  cs2: "CS2",
  lol: "LoL",
  valorant: "Valorant",
  dota2: "Dota 2",
};

/** Full names used in the footer and the streams filter. */
export const GAME_FULL_NAMES: Record<Game, string> = {
  cs2: "Counter-Strike 2",
  lol: "League of Legends",
  valorant: "Valorant",
  dota2: "Dota 2",
};

/** A query-string value as a game filter; anything outside the four games means "all". */
export function parseGameFilter(value: string | null | undefined): GameFilter {
  return isGame(value) ? value : "all";
}
