import { TOURNAMENT_MAX_PAGES } from "@eb/api/shared";
import { pageFromSearch } from "./match-pages";
import { tournamentSearch } from "./search-params";

/**
 * /tournaments in pages (issue 38): at 100 times the demo's data the list's 200 cards made a
 * 600 KB page. The server reads one page of TOURNAMENT_PAGE_SIZE and counts the whole list (up to
 * the cap), so the page's size and cost stay the same at any size of the data.
 */

/** The tournament list's ?page=: 1 to the most there can be; anything else is page 1. */
export const tournamentPageFromSearch = (search: string | URLSearchParams) => pageFromSearch(search, TOURNAMENT_MAX_PAGES);

/** The canonical query of /tournaments: its filters and its page (page 1 left out), each its own server render. */
export function tournamentListSearch(search: URLSearchParams): string {
  const params = new URLSearchParams(tournamentSearch(search));
  const page = tournamentPageFromSearch(search);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
