export const SITE_NAME = "EsportsBetHub";

/** The tournament list's name filter (`?q=` on /tournaments). The site search is /search (@eb/api/shared). */
export const SITE_SEARCH_PARAM = "q";
