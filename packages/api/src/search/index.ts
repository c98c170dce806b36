// search/: the site search (issue 24): teams, tournaments and upcoming matches by name, matched in
// PostgreSQL with pg_trgm and unaccent on both drivers; one statement a search, on connections of
// its own, its answers cached per process and for a few seconds by a CDN (issue 38).

export { searchRouter } from "./router";
export { SEARCH_GUARD, SearchGuard, tooManySearches, type SearchGuardOptions } from "./search-guard";
export { searchConnections } from "./search-connections";
export { searchAnswerCacheControl } from "./answer-caching";
