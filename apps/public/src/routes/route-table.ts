import type { AppRoute, LoadArgs } from "./types";
import type { Loaders } from "./loaders";
import { HomePage, loadHome } from "./home";
import { ComingSoonPage } from "./coming-soon";
import { sitePageRoutes } from "./games/routes";
import { lazyPage, type LazyPage } from "../lib/lazy-page";
import { gameSearch, tournamentSearch, upcomingSearch } from "../lib/search-params";
import { siteSearchCanonical } from "../components/search/search-url";

const upcoming = lazyPage(
  () => import("./upcoming-matches"),
  (m) => m.default,
);
const results = lazyPage(
  () => import("./results"),
  (m) => m.default,
);
const streams = lazyPage(
  () => import("./streams"),
  (m) => m.default,
);
const tournaments = lazyPage(
  () => import("./tournaments"),
  (m) => m.default,
);
const tournamentDetail = lazyPage(
  () => import("./tournament-detail"),
  (m) => m.default,
);
const siteSearch = lazyPage(
  () => import("./search"),
  (m) => m.default,
);

/**
 * A page in its own chunk (preloaded by the entries before render and hydration). Its data
 * loader only runs on the server; the SSR check keeps the loaders out of the client bundle.
 */
function lazyRoute(path: string, page: LazyPage, loader: keyof Loaders, search?: AppRoute["search"]): AppRoute {
  return {
    path,
    component: page,
    load: import.meta.env.SSR ? async (args: LoadArgs) => (await import("./loaders")).loaders[loader](args) : undefined,
    search,
  };
}

/**
 * The not-found route's path: every path. wouter matches against the decoded path (decodeURI), and
 * its default "*" pattern is `.*`, which stops at a line break: "/foo%0Abar" would match no route at
 * all and render an empty 200 page instead of the 404 screen.
 */
export const ANY_PATH = /^[\s\S]*$/;

/**
 * The path as wouter matches it (it decodes escapes with decodeURI and keeps a malformed one as
 * written), so the server picks the same route, with the same params, as the browser.
 */
export function routerPath(pathname: string): string {
  try {
    return pathname.includes("%") ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/** Every public route, in match order; anything else renders the not-found screen. */
export const routes: AppRoute[] = [
  { path: "/", component: HomePage, load: import.meta.env.SSR ? loadHome : undefined },
  lazyRoute("/matches/upcoming", upcoming, "upcoming", upcomingSearch),
  lazyRoute("/results", results, "results", gameSearch),
  lazyRoute("/streams", streams, "streams", gameSearch),
  lazyRoute("/tournaments", tournaments, "tournaments", tournamentSearch),
  lazyRoute("/tournament/:game/:id/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournament/:game/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournaments/:slug", tournamentDetail, "tournamentDetail"),
  // Its canonical query only matters to the server (render-url.ts); the browser never loads it.
  lazyRoute("/search", siteSearch, "search", import.meta.env.SSR ? siteSearchCanonical : undefined),
  { path: "/coming-soon", component: ComingSoonPage },
  ...sitePageRoutes,
];
