import { normaliseSearchQuery, SEARCH_QUERY_PARAM } from "@eb/api/shared";

/** The query of /search?q=, normalised as the server searches it. */
export function siteSearchQuery(search: URLSearchParams | string): string {
  return normaliseSearchQuery(new URLSearchParams(search).get(SEARCH_QUERY_PARAM));
}

/**
 * /search's canonical query string: `q` only, normalised (so "?q=%20Navi%20&cb=1" renders and
 * caches as "?q=Navi"); nothing when there is no query.
 */
export function siteSearchCanonical(search: URLSearchParams): string {
  const q = siteSearchQuery(search);
  return q ? new URLSearchParams({ [SEARCH_QUERY_PARAM]: q }).toString() : "";
}
