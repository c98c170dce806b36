export const SITE_NAME = "EsportsBetHub";
export const SITE_TAGLINE = "Esports betting sites, odds, matches and bonuses";
