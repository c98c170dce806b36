// search/: the site search (issue 24): teams, tournaments and upcoming matches by name, matched in
// PostgreSQL with pg_trgm and unaccent on both drivers.

export { searchRouter } from "./router";
export { SEARCH_GUARD, SearchGuard, tooManySearches, type SearchGuardOptions } from "./search-guard";
