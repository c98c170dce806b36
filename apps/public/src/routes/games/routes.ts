import type { Game } from "@eb/api/shared";
import { lazyPage, type LazyPage } from "../../lib/lazy-page";
import { queries } from "../queries";
import type { ComponentType } from "react";
import type { AppRoute, LoadArgs, RouteParams } from "../types";

/** Game guides, bonuses, about, responsible gambling and the legal pages; each page is its own chunk. */
type PageModule = { default: ComponentType<{ params: RouteParams }> };
const page = (load: () => Promise<PageModule>): LazyPage => lazyPage(load, (m) => m.default);

// Data loaders run only in the server render (the browser hydrates from the dehydrated cache).
const guideData = (game: Game) =>
  import.meta.env.SSR
    ? ({ trpc, queryClient }: LoadArgs) =>
        Promise.all([
          queryClient.prefetchQuery(queries.tournaments(trpc, game, "all")),
          queryClient.prefetchQuery(queries.teamRegions(trpc, game)),
          // Whether any bookmaker is licensed for the visitor: the guide's call to bet depends on it.
          queryClient.prefetchQuery(queries.bookmakers(trpc)),
        ])
    : undefined;
const bonusesData = import.meta.env.SSR ? ({ trpc, queryClient }: LoadArgs) => queryClient.prefetchQuery(queries.bookmakers(trpc)) : undefined;

export const sitePageRoutes: AppRoute[] = [
  { path: "/games/cs2", component: page(() => import("./cs2")), load: guideData("cs2") },
  { path: "/games/lol", component: page(() => import("./lol")), load: guideData("lol") },
  { path: "/games/valorant", component: page(() => import("./valorant")), load: guideData("valorant") },
  { path: "/games/dota2", component: page(() => import("./dota2")), load: guideData("dota2") },
  { path: "/bonuses", component: page(() => import("../bonuses")), load: bonusesData },
  { path: "/about", component: page(() => import("../about")) },
  { path: "/responsible-gambling", component: page(() => import("../responsible-gambling")) },
  { path: "/take-a-break", component: page(() => import("../take-a-break")) },
  { path: "/terms-conditions", component: page(() => import("../legal/terms-conditions")) },
  { path: "/privacy-policy", component: page(() => import("../legal/privacy-policy")) },
];
