import { pageFromSearch } from "./match-pages";
import { tournamentSearch } from "./search-params";

/**
 * /tournaments in pages (issue 38): at 100 times the demo's data the list's 200 cards made a
 * 600 KB page. Twenty-four fill eight rows of the three-column grid; the server lists at most 200
 * tournaments, so there are at most nine pages. The count badge still counts the whole list.
 */
export const TOURNAMENT_PAGE_SIZE = 24;
export const TOURNAMENT_MAX_PAGES = Math.ceil(200 / TOURNAMENT_PAGE_SIZE);

/** The tournament list's ?page=: 1 to the most there can be; anything else is page 1. */
export const tournamentPageFromSearch = (search: string | URLSearchParams) => pageFromSearch(search, TOURNAMENT_MAX_PAGES);

/** The canonical query of /tournaments: its filters and its page (page 1 left out), each its own server render. */
export function tournamentListSearch(search: URLSearchParams): string {
  const params = new URLSearchParams(tournamentSearch(search));
  const page = tournamentPageFromSearch(search);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
