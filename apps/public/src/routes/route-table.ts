import type { AppRoute, LoadArgs, RouteParams } from "./types";
import type { Loaders } from "./loaders";
import { HomePage, loadHome } from "./home";
import { sitePageRoutes } from "./games/routes";
import { lazyPage, type LazyPage } from "../lib/lazy-page";
import { gameSearch } from "../lib/search-params";
import { tournamentListSearch } from "../lib/tournament-pages";
import { matchListSearch } from "../lib/match-pages";
import { entityRenderPath } from "../lib/match-route";
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
const droppingOdds = lazyPage(
  () => import("./dropping-odds"),
  (m) => m.default,
);
const tournaments = lazyPage(
  () => import("./tournaments"),
  (m) => m.default,
);
/** A rare page: its own chunk, not the home page's. */
const comingSoon = lazyPage(
  () => import("./coming-soon"),
  (m) => m.ComingSoonPage,
);
const tournamentDetail = lazyPage(
  () => import("./tournament-detail"),
  (m) => m.default,
);
const siteSearch = lazyPage(
  () => import("./search"),
  (m) => m.default,
);

const matchDetail = lazyPage(
  () => import("./match-detail"),
  (m) => m.default,
);
/** The /go page of a bookmaker not licensed where the visitor is: rare, so its own chunk. */
const bookmakerUnavailable = lazyPage(
  () => import("./bookmaker-unavailable"),
  (m) => m.default,
);
const teamDetail = lazyPage(
  () => import("./team-detail"),
  (m) => m.default,
);

/**
 * What a page is rendered and cached under (its render path, the query parameters it reads) is the
 * server's business (renderUrl): the browser bundle, whose home page has a 100 KB budget, carries none of it.
 */
// Each a ternary on import.meta.env.SSR at its own place, so the browser build drops the imports too.
const entityRenderPaths = {
  match: import.meta.env.SSR ? (params: RouteParams) => entityRenderPath("match", params) : undefined,
  team: import.meta.env.SSR ? (params: RouteParams) => entityRenderPath("team", params) : undefined,
};

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
  lazyRoute("/matches/upcoming", upcoming, "upcoming", import.meta.env.SSR ? matchListSearch : undefined),
  lazyRoute("/results", results, "results", import.meta.env.SSR ? matchListSearch : undefined),
  lazyRoute("/streams", streams, "streams", import.meta.env.SSR ? gameSearch : undefined),
  lazyRoute("/dropping-odds", droppingOdds, "droppingOdds", import.meta.env.SSR ? gameSearch : undefined),
  lazyRoute("/tournaments", tournaments, "tournaments", import.meta.env.SSR ? tournamentListSearch : undefined),
  lazyRoute("/tournament/:game/:id/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournament/:game/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournaments/:slug", tournamentDetail, "tournamentDetail"),
  // Issue 24: the slug is for people; the page is found by game and id, and rendered under them.
  { ...lazyRoute("/match/:game/:id/:slug", matchDetail, "matchDetail"), renderPath: entityRenderPaths.match },
  { ...lazyRoute("/match/:game/:id", matchDetail, "matchDetail"), renderPath: entityRenderPaths.match },
  { ...lazyRoute("/team/:game/:id/:slug", teamDetail, "teamDetail"), renderPath: entityRenderPaths.team },
  { ...lazyRoute("/team/:game/:id", teamDetail, "teamDetail"), renderPath: entityRenderPaths.team },
  // Its canonical query only matters to the server (render-url.ts); the browser never loads it.
  lazyRoute("/search", siteSearch, "search", import.meta.env.SSR ? siteSearchCanonical : undefined),
  { path: "/coming-soon", component: comingSoon },
  // Rendered only by the server's /go route, for a bookmaker not licensed where the visitor is
  // (any other /go path is a redirect or the shared not-found render).
  lazyRoute("/go/:slug", bookmakerUnavailable, "bookmakerUnavailable"),
  ...sitePageRoutes,
];
