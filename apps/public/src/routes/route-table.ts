import type { AppRoute, LoadArgs } from "./types";
import type { Loaders } from "./loaders";
import { HomePage, loadHome } from "./home";
import { ComingSoonPage } from "./coming-soon";
import { placeholderPage } from "./placeholder";
import { lazyPage, type LazyPage } from "../lib/lazy-page";

const upcoming = lazyPage(() => import("./upcoming-matches"), (m) => m.default);
const results = lazyPage(() => import("./results"), (m) => m.default);
const streams = lazyPage(() => import("./streams"), (m) => m.default);
const tournaments = lazyPage(() => import("./tournaments"), (m) => m.default);
const tournamentDetail = lazyPage(() => import("./tournament-detail"), (m) => m.default);

/**
 * A page in its own chunk (preloaded by the entries before render and hydration). Its data
 * loader only runs on the server; the SSR check keeps the loaders out of the client bundle.
 */
function lazyRoute(path: string, page: LazyPage, loader: keyof Loaders): AppRoute {
  return {
    path,
    component: page,
    load: import.meta.env.SSR ? async (args: LoadArgs) => (await import("./loaders")).loaders[loader](args) : undefined,
  };
}

/** Pages another change fills in; a plain placeholder keeps their links working meanwhile. */
const placeholders: AppRoute[] = [
  { path: "/games/cs2", component: placeholderPage("Counter-Strike 2 Betting Guide", "Our CS2 betting guide is on its way.") },
  { path: "/games/lol", component: placeholderPage("League of Legends Betting Guide", "Our League of Legends betting guide is on its way.") },
  { path: "/games/valorant", component: placeholderPage("Valorant Betting Guide", "Our Valorant betting guide is on its way.") },
  { path: "/games/dota2", component: placeholderPage("Dota 2 Betting Guide", "Our Dota 2 betting guide is on its way.") },
  { path: "/bonuses", component: placeholderPage("Best Esports Betting Bonuses", "Bookmaker welcome bonuses for esports bettors are on their way.") },
  { path: "/about", component: placeholderPage("About Us", "Who we are and how we earn money through affiliate links.") },
  { path: "/responsible-gambling", component: placeholderPage("Responsible Gambling", "Play responsibly. Help and helplines for gambling problems.") },
  { path: "/terms-conditions", component: placeholderPage("Terms & Conditions", "The terms for using this website.") },
  { path: "/privacy-policy", component: placeholderPage("Privacy Policy", "How this website handles your data.") },
];

/** Every public route, in match order; anything else renders the not-found screen. */
export const routes: AppRoute[] = [
  { path: "/", component: HomePage, load: import.meta.env.SSR ? loadHome : undefined },
  lazyRoute("/matches/upcoming", upcoming, "upcoming"),
  lazyRoute("/results", results, "results"),
  lazyRoute("/streams", streams, "streams"),
  lazyRoute("/tournaments", tournaments, "tournaments"),
  lazyRoute("/tournament/:game/:id/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournament/:game/:name", tournamentDetail, "tournamentDetail"),
  lazyRoute("/tournaments/:slug", tournamentDetail, "tournamentDetail"),
  { path: "/coming-soon", component: ComingSoonPage },
  ...placeholders,
];
