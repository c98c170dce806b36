/** The four games the site covers, by the identifiers used in URLs, filters and the database. */
export const GAMES = ["cs2", "lol", "valorant", "dota2"] as const;
export type Game = (typeof GAMES)[number];

export function isGame(value: unknown): value is Game {
  return typeof value === "string" && (GAMES as readonly string[]).includes(value);
}
