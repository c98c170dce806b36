/**
 * The site search's query as both sides read it (issue 24): the header field, the /search page's
 * canonical URL and the server's search procedures normalise it the same way.
 */

/** The search page; its query parameter is `q` (the WebSite SearchAction's target too). */
export const SEARCH_PAGE_PATH = "/search";
export const SEARCH_QUERY_PARAM = "q";
/** Longer input is cut: no team or tournament name needs more, and the database work stays bounded. */
export const SEARCH_QUERY_MAX = 100;
/**
 * Fewer letters or digits find nothing and cost nothing ("G2" and "T1" are team names, so two is
 * enough). Other characters do not count: text without letters or digits (emoji, punctuation) has
 * no trigram for the indexes to look up, and searching it read every row.
 */
export const SEARCH_QUERY_MIN = 2;
/**
 * The header field asks for suggestions once typing has paused this long: a fast typist sends one
 * request per pause, not one per key. Here, beside the query's other rules, so the search e2e can
 * move Playwright's clock by exactly this much.
 */
export const SUGGEST_DEBOUNCE_MS = 150;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** How many letters and digits a query has (what the trigram indexes can look up). */
export const lettersOrDigits = (q: string) => q.match(LETTER_OR_DIGIT)?.length ?? 0;

const CONTROL_OR_SPACE = /[\s\p{Cc}]+/gu;
const TRAILING_HIGH_SURROGATE = /[\uD800-\uDBFF]$/;

/** Control characters and runs of white space become one space, trimmed, cut to the maximum length. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(CONTROL_OR_SPACE, " ").trim().slice(0, SEARCH_QUERY_MAX).replace(TRAILING_HIGH_SURROGATE, "").trim();
}

/** True when a normalised query has enough letters or digits to search for. */
export const isSearchableQuery = (q: string) => lettersOrDigits(q) >= SEARCH_QUERY_MIN;

/** The results page of a query: `/search?q=...`. */
export function searchPagePath(q: string): string {
  const query = normaliseSearchQuery(q);
  return query ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}` : SEARCH_PAGE_PATH;
}
