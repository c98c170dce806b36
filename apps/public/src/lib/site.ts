export const SITE_NAME = "EsportsBetHub";
export const SITE_TAGLINE = "Esports betting sites, odds, matches and bonuses";

/** The tournament list's name filter (`?q=` on /tournaments). The site search is /search (@eb/api/shared). */
export const SITE_SEARCH_PARAM = "q";
