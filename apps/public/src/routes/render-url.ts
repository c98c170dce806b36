import { matchRoute } from "wouter";
import { parse } from "regexparam";
import { routerPath, routes } from "./route-table";
import type { AppRoute, RouteParams } from "./types";

/**
 * What the server renders for a path no route matches: the not-found screen, which shows nothing
 * of the path, so every unknown path shares one render instead of each costing a fresh one.
 */
export const NOT_FOUND_RENDER_PATH = "/404";

/**
 * A request URL's path and query, read as a path: `//evil.example/x` is the path "//evil.example/x",
 * not a URL naming another host (whose path would be "/", the home page).
 */
export function splitRequestUrl(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(`http://local${url.startsWith("/") ? "" : "/"}${url}`);
  return { pathname, search };
}

/** The route the browser's router picks for a path, with its params; null for the not-found screen. */
export function findRoute(pathname: string): { route: AppRoute; params: RouteParams } | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, routerPath(pathname));
    if (matched) return { route, params };
  }
  return null;
}

/**
 * The URL the server renders (and caches the page under) for a request: the route's own path when
 * it has no params (so /matches/upcoming/, /MATCHES/upcoming and %-escaped spellings are one page),
 * the path as requested otherwise, and only the query parameters the page reads, in canonical form.
 * The page renders the same for every URL that maps here, so no query string or spelling can force
 * another render; the canonical link names this URL too.
 */
export function renderUrl(url: string): string {
  const { pathname, search } = splitRequestUrl(url);
  const found = findRoute(pathname);
  if (!found) return NOT_FOUND_RENDER_PATH;
  if (found.route.renderPath) return found.route.renderPath(found.params) ?? NOT_FOUND_RENDER_PATH;
  const path = found.route.path.includes(":") ? pathname : found.route.path;
  const query = found.route.search?.(new URLSearchParams(search)) ?? "";
  return query ? `${path}?${query}` : path;
}
