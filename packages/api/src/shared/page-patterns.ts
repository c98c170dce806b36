/**
 * The public site's route patterns, as its route table (apps/public/src/routes/route-table.ts)
 * declares them; a test there keeps the two lists equal. A /go click is attributed to the pattern
 * of the page it came from (`/match/:game/:id`, never `/match/cs2/123?x=…`): the Referer is the
 * caller's own text, so storing it as sent would let anyone create as many distinct pages, in the
 * click rows and their page rollups, as they can send requests.
 */
export const PUBLIC_PAGE_PATTERNS = [
  "/",
  "/matches/upcoming",
  "/results",
  "/streams",
  "/dropping-odds",
  "/tournaments",
  "/tournament/:game/:id/:name",
  "/tournament/:game/:name",
  "/tournaments/:slug",
  "/match/:game/:id/:slug",
  "/match/:game/:id",
  "/team/:game/:id/:slug",
  "/team/:game/:id",
  "/search",
  "/coming-soon",
  "/go/:slug",
  "/games/cs2",
  "/games/lol",
  "/games/valorant",
  "/games/dota2",
  "/bonuses",
  "/about",
  "/responsible-gambling",
  "/take-a-break",
  "/terms-conditions",
  "/privacy-policy",
] as const;

export type PublicPagePattern = (typeof PUBLIC_PAGE_PATTERNS)[number];

const SPLIT = PUBLIC_PAGE_PATTERNS.map((pattern) => ({ pattern, parts: pattern.split("/") }));

/**
 * The route pattern a path (without its query) belongs to, first match in the route table's
 * order, or null when no public route matches it (a not-found page, a made-up path). A `:name`
 * part matches any one non-empty segment.
 */
export function pagePattern(pathname: string): PublicPagePattern | null {
  const parts = pathname.split("/");
  for (const { pattern, parts: want } of SPLIT) {
    if (want.length !== parts.length) continue;
    if (want.every((w, i) => (w.startsWith(":") ? parts[i] !== "" : w === parts[i]))) return pattern;
  }
  return null;
}
