export const SITE_NAME = "EsportsBetHub";
export const SITE_TAGLINE = "Esports betting sites, odds, matches and bonuses";

/** The site search (tournament names, `?q=` on /tournaments): the home page's schema.org SearchAction target. */
export const SITE_SEARCH_PARAM = "q";
export const SITE_SEARCH_PATH = `/tournaments?${SITE_SEARCH_PARAM}=`;
