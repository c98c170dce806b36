import { parseGameFilter, type GameFilter } from "@eb/api/shared";
import { SITE_SEARCH_PARAM } from "./site";

export type TournamentStatusFilter = "all" | "running" | "upcoming";

export function parseTournamentStatusFilter(value: string | null | undefined): TournamentStatusFilter {
  return value === "running" || value === "upcoming" ? value : "all";
}

/** The page's URL with one query parameter set, or removed when it has its default value "all". */
export function withParam(path: string, search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  if (value === "all" || value === "") params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function gameFromSearch(search: string): GameFilter {
  return parseGameFilter(new URLSearchParams(search).get("game"));
}

/** C0 controls and DEL (what the server's text inputs refuse): in a search they only separate words. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;

/** Tournament list filters from the query string; an invalid game value is ignored (spec). */
export function tournamentFiltersFromSearch(search: URLSearchParams): { game: GameFilter; status: TournamentStatusFilter; query: string } {
  return {
    game: parseGameFilter(search.get("game")),
    status: parseTournamentStatusFilter(search.get("status")),
    query: (search.get(SITE_SEARCH_PARAM) ?? "").replace(CONTROL_CHARS, " ").trim().slice(0, 100).trim(),
  };
}

/**
 * The canonical query of a page that reads only ?game= (matches, results, streams): what the page
 * shows depends on nothing else, so the server renders and caches the page once per value.
 */
export function gameSearch(search: URLSearchParams): string {
  const game = gameFromSearch(search.toString());
  return game === "all" ? "" : new URLSearchParams({ game }).toString();
}

/** The canonical query of the tournament list: its filters as the page reads them, defaults left out. */
export function tournamentSearch(search: URLSearchParams): string {
  const { game, status, query } = tournamentFiltersFromSearch(search);
  const canonical = new URLSearchParams();
  if (game !== "all") canonical.set("game", game);
  if (status !== "all") canonical.set("status", status);
  if (query) canonical.set(SITE_SEARCH_PARAM, query);
  return canonical.toString();
}
