// The public site's routes that need no data to open, in one list for every test that walks the
// site: the sitemap test (apps/server/src/plugins/sitemap.test.ts: the sitemap lists exactly the
// ones marked inSitemap, beside the tournament, match and team pages), the accessibility walk
// (tests/e2e/site/axe.spec.ts) and the HTML validation walk. Plain data: vitest and Playwright both
// import it. A new public page is added here (docs/public-page-recipe.md).
import { GAMES } from "@eb/db/games";

export type PublicRoute = {
  path: string;
  /** Listed in /sitemap.xml (packages/api/src/sitemap/sitemap.ts); pages that are not content (the 404, a placeholder) are not. */
  inSitemap: boolean;
};

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", inSitemap: true },
  ...GAMES.map((game) => ({ path: `/games/${game}`, inSitemap: true })),
  { path: "/matches/upcoming", inSitemap: true },
  { path: "/streams", inSitemap: true },
  { path: "/dropping-odds", inSitemap: true },
  { path: "/results", inSitemap: true },
  { path: "/tournaments", inSitemap: true },
  { path: "/bonuses", inSitemap: true },
  { path: "/about", inSitemap: true },
  { path: "/responsible-gambling", inSitemap: true },
  { path: "/take-a-break", inSitemap: true },
  { path: "/terms-conditions", inSitemap: true },
  { path: "/privacy-policy", inSitemap: true },
  { path: "/coming-soon", inSitemap: false },
  // The not-found page: every unknown path renders it (with a 404).
  { path: "/no-such-page", inSitemap: false },
];

/** The paths of the routes the sitemap lists. */
export const SITEMAP_PATHS: readonly string[] = PUBLIC_ROUTES.filter((r) => r.inSitemap).map((r) => r.path);

/** Prefixes of the pages made from data (one per tournament, match, team): the sitemap lists them too, the walks open one each. */
export const ENTITY_PAGE_PREFIXES: readonly string[] = ["/tournament/", "/match/", "/team/"];
